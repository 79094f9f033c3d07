import { appOfStack } from './attribution';
import { beaconSender } from './beaconSender';
import { remoteVersions } from './pageVersions';
import { routePattern } from './routePattern';
import { SessionTally } from './sessionTally';
import { sampleRate } from './telemetrySettings';

const STORE = 'https://murmur.example/apps';
const shell = { app: 'shell', version: 'v4', base: `${STORE}/shell/v4/` };
const feed = { app: 'feed', version: 'v3', base: `${STORE}/feed-app/v3/` };
const profile = { app: 'profile', version: 'v2', base: `${STORE}/profile-app/v2/` };

const stackThrough = (...files: string[]) =>
  ['TypeError: x is undefined', ...files.map((file) => `    at render (${file}:1:200)`)].join('\n');

describe('the app an error belongs to', () => {
  it('is the one whose file is nearest the throw in the stack', () => {
    const stack = stackThrough(
      `${STORE}/feed-app/v3/static/js/async/pages.1a2b.js`,
      `${STORE}/shell/v4/static/js/main.9f8e.js`,
    );
    expect(appOfStack(stack, [shell, feed, profile])).toBe('feed');
  });

  it('is the shell when no loaded app’s files are on the stack, or there is no stack', () => {
    expect(appOfStack(stackThrough('https://elsewhere.example/x.js'), [shell, feed])).toBe('shell');
    expect(appOfStack(undefined, [shell, feed])).toBe('shell');
  });

  it('tells apps apart by origin when each is served on its own (npm run serve)', () => {
    const apps = [
      { app: 'shell', version: 'unversioned', base: 'http://localhost:4000/' },
      { app: 'profile', version: 'unversioned', base: 'http://localhost:4003/' },
    ];
    expect(appOfStack(stackThrough('http://localhost:4003/static/js/1.js'), apps)).toBe('profile');
  });
});

describe('the route a report names', () => {
  it('is the pattern, never a user name or a post id', () => {
    expect(routePattern('/home')).toBe('/home');
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/profile/guest')).toBe('/profile/:param');
    expect(routePattern('/posts/1234-abcd/')).toBe('/posts/:param');
    expect(routePattern('/guest')).toBe('/*');
    expect(routePattern('/profile/guest/likes')).toBe('/*');
  });
});

describe('which version of each remote the page runs', () => {
  it('is the canary’s for a bucket in its share, the live one’s otherwise, none outside a store', () => {
    const remotesJson = {
      feed: {
        version: 'v2',
        manifest: '/apps/feed-app/v2/mf-manifest.json',
        canary: { version: 'v3', manifest: '/apps/feed-app/v3/mf-manifest.json', percent: 10 },
      },
      auth: 'http://localhost:4001/mf-manifest.json',
    };
    expect(remoteVersions(remotesJson, 5)).toEqual([
      { app: 'feed', version: 'v3', base: 'http://localhost/apps/feed-app/v3/' },
      { app: 'auth', version: 'unversioned', base: 'http://localhost:4001/' },
    ]);
    expect(remoteVersions(remotesJson, 50)[0]).toMatchObject({ version: 'v2' });
  });
});

describe('a page load’s tally', () => {
  const tally = () => new SessionTally(7, shell, [feed, profile]);
  const TICKET = 'header.claims.signature';

  it('counts the shell, the remotes whose code ran, and each error where it belongs', () => {
    const session = tally();
    session.fetched(`${STORE}/feed-app/v3/remoteEntry.js`);
    session.fetched(`${STORE}/profile-app/v2/mf-manifest.json`);
    session.error(stackThrough(`${STORE}/feed-app/v3/static/js/pages.js`));
    session.error(undefined);
    session.vital('LCP', 1234.5678);
    expect(session.report('/home', TICKET)).toEqual({
      ticket: TICKET,
      bucket: 7,
      route: '/home',
      apps: [
        { app: 'shell', version: 'v4', errors: 1, loadFailures: 0, fallbacks: 0 },
        { app: 'feed', version: 'v3', errors: 1, loadFailures: 0, fallbacks: 0 },
      ],
      vitals: { LCP: 1234.568 },
    });
  });

  it('gives a fallback to the version that failed, and what comes after to the one that runs', () => {
    const session = tally();
    session.fellBack('feed', 'v3', 'v2');
    session.error(stackThrough(`${STORE}/feed-app/v2/static/js/pages.js`));
    expect(session.report('/home', TICKET).apps).toEqual([
      { app: 'shell', version: 'v4', errors: 0, loadFailures: 0, fallbacks: 0 },
      { app: 'feed', version: 'v3', errors: 0, loadFailures: 0, fallbacks: 1 },
      { app: 'feed', version: 'v2', errors: 1, loadFailures: 0, fallbacks: 0 },
    ]);
  });

  it('stops counting at the server’s bound', () => {
    const session = tally();
    for (let i = 0; i < 1_100; i += 1) session.error(undefined);
    expect(session.report('/home', TICKET).apps[0]?.errors).toBe(1000);
  });
});

describe('sending', () => {
  it('sends a changed report only, and at most the budget of bytes per page load', () => {
    const sent: string[] = [];
    const sender = beaconSender((url, body) => {
      expect(url).toBe('/api/v2/telemetry');
      sent.push(body);
      return true;
    }, 100);
    expect(sender.send({ n: 1 })).toBe(true);
    expect(sender.send({ n: 1 })).toBe(false);
    expect(sender.send({ n: 2, padding: 'x'.repeat(100) })).toBe(false);
    expect(sender.send({ n: 3 })).toBe(true);
    expect(sent).toEqual(['{"n":1}', '{"n":3}']);
  });

  it('samples page loads by the build setting, all when unset', () => {
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate('')).toBe(1);
    expect(sampleRate('0.1')).toBe(0.1);
    expect(sampleRate('7')).toBe(1);
  });
});
