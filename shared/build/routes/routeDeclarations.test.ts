import type { RemoteRoute } from '@murmur/core';
import {
  parseRemoteRoutes,
  remoteOfRoute,
  routeConflicts,
  routePattern,
  servedRoutesOf,
} from './routeDeclarations';

const route = (path: string, extra: object = {}): RemoteRoute => ({
  path,
  page: 'Page',
  what: 'A page',
  access: 'signed-in',
  ...extra,
});

describe("a remote's route declarations", () => {
  it('are taken as declared when every route is one', () => {
    const routes = [route('/messages', { nav: { label: 'Messages', icon: 'generic', order: 50 } })];
    expect(parseRemoteRoutes(routes, 'messages')).toEqual(routes);
  });

  it('are refused naming the remote, the route and what is wrong', () => {
    expect(() => parseRemoteRoutes({}, 'messages')).toThrow("messages's routes are not a list.");
    expect(() => parseRemoteRoutes([route('messages')], 'messages')).toThrow(
      "messages's route 1 has no path starting with /.",
    );
    expect(() => parseRemoteRoutes([route('/a', { access: 'anyone' })], 'messages')).toThrow(
      'messages\'s route 1 (/a) has access "anyone", not "signed-in" or "public".',
    );
    expect(() =>
      parseRemoteRoutes(
        [route('/a'), route('/b', { nav: { label: 'B', icon: 'rocket', order: 1 } })],
        'messages',
      ),
    ).toThrow(
      'messages\'s route 2 (/b) has nav icon "rocket", not one of home, explore, profile, bookmarks, generic.',
    );
  });

  it("are refused when a path leaves a route's alphabet: it becomes a file name and an nginx line", () => {
    for (const path of ['/', '/home', '/profile/:username', '/files/*', '/a.b~c_d-e/', '/x/:id']) {
      expect(parseRemoteRoutes([route(path)], 'messages')).toHaveLength(1);
    }
    const crafted = [
      '/../../etc/passwd',
      '/a/./b',
      '/home";\n  }\n  server { listen 9999; root /; }',
      '/a b',
      '/a;b',
      '/a{1}',
      '/$uri',
      '/a//b',
      '/*/a',
      '/:9',
      '/caf\u00e9',
    ];
    for (const path of crafted) {
      expect(() => parseRemoteRoutes([route(path)], 'messages')).toThrow(
        `messages's route 1 has the path ${JSON.stringify(path)}: a route's path is segments of letters, digits and - . _ ~ (not . or ..), :parameters and a last *.`,
      );
    }
  });

  it('take first reads under the API, with parameters the route has', () => {
    const reads = ['/v2/messages/:thread', '/v2/suggestions'];
    const routes = [route('/messages/:thread', { reads })];
    expect(parseRemoteRoutes(routes, 'messages')).toEqual(routes);
    expect(() => parseRemoteRoutes([route('/a', { reads: ['v2/a'] })], 'messages')).toThrow(
      'messages\'s route 1 (/a) has "reads" that are not a list of paths under the API.',
    );
    expect(() => parseRemoteRoutes([route('/a', { reads: '/v2/a' })], 'messages')).toThrow(
      'messages\'s route 1 (/a) has "reads" that are not a list of paths under the API.',
    );
    expect(() =>
      parseRemoteRoutes([route('/messages/:thread', { reads: ['/v2/users/:user'] })], 'messages'),
    ).toThrow("messages's route 1 (/messages/:thread) reads :user, which its path does not have.");
  });
});

describe('two remotes claiming one path', () => {
  it('is a conflict naming both, whatever the parameters are called', () => {
    expect(
      routeConflicts({
        profile: [route('/profile/:username')],
        people: [route('/people'), route('/profile/:name')],
      }),
    ).toEqual([
      'people and profile both serve /profile/:name (/profile/:username): a path belongs to one remote.',
    ]);
  });

  it('is no conflict for different paths, nor for one remote declaring its own path twice', () => {
    expect(
      routeConflicts({ feed: [route('/home'), route('/home/')], post: [route('/posts/:id')] }),
    ).toEqual([]);
  });
});

describe('route patterns for the servers', () => {
  it('match what the router matches: a parameter is one segment', () => {
    expect(routePattern('/')).toBe('^/$');
    expect(routePattern('/home')).toBe('^/home$');
    expect(routePattern('/profile/:username')).toBe('^/profile/[^/]+$');
    expect(routePattern('/files/*')).toBe('^/files/.*$');
    expect(routePattern('/a.b')).toBe('^/a\\.b$');
  });

  it("come from remotes.json's entries, live and canary, the first remote's for a path", () => {
    const remotesJson = {
      auth: 'http://localhost:4001/mf-manifest.json',
      feed: {
        manifest: '/apps/feed-app/v1/mf-manifest.json',
        routes: [route('/home')],
        canary: { manifest: '/v2', percent: 10, routes: [route('/home'), route('/trending')] },
      },
      other: { manifest: '/other', routes: [route('/home'), { path: 7 }] },
    };
    expect(servedRoutesOf(remotesJson).map(({ remote, pattern }) => [remote, pattern])).toEqual([
      ['feed', '^/home$'],
      ['feed', '^/trending$'],
    ]);
    expect(remoteOfRoute('/trending', remotesJson)).toBe('feed');
    expect(remoteOfRoute('/', remotesJson)).toBeNull();
  });
});
