import { productRemotesJson } from '@murmur/testing';
import { navTarget, routeTableOf } from './routeTable';

const route = (path: string, extra: object = {}) => ({
  path,
  page: 'Page',
  what: 'A page',
  access: 'signed-in',
  ...extra,
});

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("the shell's route table, from remotes.json", () => {
  it("holds every remote's routes and the main navigation in its order", () => {
    const table = routeTableOf(productRemotesJson(), 0);
    expect(table.routes.map(({ remote, route: { path } }) => [remote, path])).toEqual([
      ['auth', '/'],
      ['auth', '/signup'],
      ['feed', '/home'],
      ['feed', '/explore'],
      ['feed', '/bookmarks'],
      ['profile', '/profile/:username'],
      ['post', '/posts/:postId'],
    ]);
    expect(table.nav.map((link) => [link.label, navTarget(link, 'maya.solberg')])).toEqual([
      ['Home', '/home'],
      ['Explore', '/explore'],
      ['Profile', '/profile/maya.solberg'],
      ['Bookmarks', '/bookmarks'],
    ]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('gives a path two remotes claim to the first, and says so naming both', () => {
    const table = routeTableOf(
      {
        feed: { manifest: '/feed', routes: [route('/home')] },
        messages: { manifest: '/messages', routes: [route('/home'), route('/messages')] },
      },
      0,
    );
    expect(table.routes.map(({ remote, route: { path } }) => `${remote} ${path}`)).toEqual([
      'feed /home',
      'messages /messages',
    ]);
    expect(error).toHaveBeenCalledWith(
      "messages and feed both serve /home: feed's, registered first, is kept.",
    );
  });

  it("takes a canary's routes in the canary's share of sessions, the live ones elsewhere", () => {
    const feed = {
      manifest: '/v1',
      routes: [route('/home')],
      canary: { manifest: '/v2', percent: 30, routes: [route('/home'), route('/trending')] },
    };
    const paths = (bucket: number) =>
      routeTableOf({ feed }, bucket).routes.map(({ route: { path } }) => path);
    expect(paths(29)).toEqual(['/home', '/trending']);
    expect(paths(30)).toEqual(['/home']);
  });

  it('serves no route of a remote named by a bare URL, and warns', () => {
    const table = routeTableOf({ legacy: 'https://cdn.example/legacy/mf-manifest.json' }, 0);
    expect(table.routes).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"legacy" remote'));
  });

  it('skips a route that breaks a rule of the contract, naming the rule, and keeps the others', () => {
    const table = routeTableOf(
      {
        messages: {
          manifest: '/m',
          routes: [
            route('/ok'),
            { path: '/bad' },
            route('/x', { nav: { label: 'X', icon: 'rocket', order: 1 } }),
            route('/a b'),
            route('/thread/:id', { reads: ['/v2/users/:user'] }),
          ],
        },
      },
      0,
    );
    expect(table.routes.map(({ route: { path } }) => path)).toEqual(['/ok']);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'remotes.json: a route of the "messages" remote (/bad) names no page; skipped.',
      'remotes.json: a route of the "messages" remote (/x) has nav icon "rocket", not one of home, explore, profile, bookmarks, generic; skipped.',
      expect.stringContaining('remotes.json: a route of the "messages" remote has the path "/a b"'),
      'remotes.json: a route of the "messages" remote (/thread/:id) reads :user, which its path does not have; skipped.',
    ]);
  });
});
