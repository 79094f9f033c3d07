/**
 * What nginx answers for a release store (`npm run serve:deploy`, from the committed template):
 * the shell's page at every client-side route, revalidated and carrying the shell's policy, as
 * every HTML answer does (a version's own page too); the pointers and the mock's worker at the
 * root revalidated; every versioned path kept for a year, a remote's open to other origins;
 * nothing of the log or the lock, nor what a link in the store points to; every file a build wrote but
 * the fixed entry names named by its content; and /api passed to the API server with
 * --api=server. Ports 4530, 4531 (the API server on 4549).
 */
import { readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from '@murmur/build/contentSecurityPolicy';
import { MOCK_API_WORKER_FILE } from '@murmur/build/mockApiWorkerFile';
import { DEFAULT_OVERRIDE_ORIGINS } from '@murmur/build/overrideOrigins';
import { expect, test } from '../support/fixtures';
import { tempFolder } from '../deploy/support/builds';
import { startServer } from '../deploy/support/servers';
import { releaseStore, type ReleaseStore } from './support/releaseStore';

const PORT = 4530;
const WITH_API_PORT = 4531;
const API_URL = 'http://127.0.0.1:4549';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Names a build gives its entry points, which the shell and the pointers ask for by name. */
const FIXED_NAMES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'release.json',
  // The store's list of the version's hashes, written with it and as immutable.
  'integrity.json',
  // A remote's routes, read by the store into remotes.json; as immutable as its version.
  'routes.json',
  'remote-overrides.json',
  // The mock's service worker: one URL the browser checks for new versions itself.
  MOCK_API_WORKER_FILE,
]);

let store: ReleaseStore;

test.beforeAll(async () => {
  store = releaseStore('headers', PORT);
  const first = await store.run('deploy', ['all', '--from', '.']);
  expect(first.code, first.stderr).toBe(0);
  await store.serve();
});

test.afterAll(async () => {
  await store?.stop();
});

const get = (path: string) => fetch(`${store.origin}${path}`);

/** A version's build for Node (shared/build/serverBuild/): the store draws pages with it. */
const isServerBuild = (path: string) => path.startsWith('server/');

/** Every file of a version a browser may ask for, relative to it. */
function filesOf(app: string): string[] {
  const version = join(store.root, 'apps', app, 'v1');
  return readdirSync(version, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(version, path)).isFile() && !isServerBuild(path))
    .sort();
}

const policy = contentSecurityPolicy({ remotes: {}, overrideOrigins: DEFAULT_OVERRIDE_ORIGINS });

/** The page's protections, which every HTML answer of the store carries. */
function expectPageHeaders(answer: Response, path: string) {
  expect(answer.headers.get('content-security-policy'), path).toBe(policy);
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('permissions-policy'), path).toContain('camera=()');
}

test("the shell's page answers every client-side route, revalidated, with the shell's policy", async () => {
  const paths = ['/', '/home', '/profile/maya.solberg', '/posts/post-2', '/index.html'];
  // The drawn pages' own paths too: answered as any other path of the shell.
  for (const path of [...paths, '/first-screen/routes/home.html', '/first-screen/feed.html']) {
    // Signed in: a signed-in route without the cookie is the login page (a redirect, below).
    const answer = await fetch(`${store.origin}${path}`, {
      headers: { cookie: 'murmur_signed_in=1' },
    });
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expectPageHeaders(answer, path);
    const page = await answer.text();
    expect(page).toMatch(
      /<script crossorigin defer integrity="sha384-[A-Za-z0-9+/=]{64}" src="\/apps\/shell\/v1\/static\/js\/main\.[0-9a-f]{8}\.js">/,
    );
    expect(page).toContain('<meta name="murmur-shell-version" content="v1">');
  }
});

test('a signed-in route asked without the signed-in cookie goes to the login page, its query kept', async () => {
  const answer = await fetch(`${store.origin}/home?reset-demo`, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe('/?reset-demo');
  expect((await get('/signup')).status).toBe(200);
});

test('the pointers are revalidated; every versioned path is kept a year, and a remote answers other origins', async () => {
  for (const pointer of ['/remotes.json', '/remote-overrides.json']) {
    const answer = await get(pointer);
    expect(answer.status, pointer).toBe(200);
    expect(answer.headers.get('cache-control'), pointer).toBe('no-cache');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  }
  for (const app of ['shell', 'auth-app', 'feed-app', 'profile-app', 'post-app']) {
    // release.json names the commit and folder a version came from: never served.
    const served = filesOf(app).filter((name) => name !== 'release.json');
    for (const file of served) {
      const answer = await get(`/apps/${app}/v1/${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control'), `${app}/${file}`).toBe(IMMUTABLE);
      expect(answer.headers.get('access-control-allow-origin'), `${app}/${file}`).toBe(
        app === 'shell' ? null : '*',
      );
      // An HTML file of a version (a remote's standalone page) is a page: protected as one.
      if (file.endsWith('.html')) expectPageHeaders(answer, `${app}/${file}`);
      else expect(answer.headers.get('content-security-policy'), `${app}/${file}`).toBeNull();
    }
  }
  const script = await get(`/apps/feed-app/v1/remoteEntry.js`);
  expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
});

test("the mock's worker is the live shell's, at the root, revalidated, never the page", async () => {
  const answer = await get(`/${MOCK_API_WORKER_FILE}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(answer.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
  const built = readFileSync(join(store.root, 'apps', 'shell', 'v1', MOCK_API_WORKER_FILE), 'utf8');
  expect(await answer.text()).toBe(built);
});

test('the log, the lock, the staging area, release.json and the server builds are never served, nor a version that is not there', async () => {
  for (const path of [
    '/releases.log',
    '/.lock',
    '/.staging/',
    '/apps/feed-app/v9/remoteEntry.js',
    '/apps/shell/v1/release.json',
    '/apps/feed-app/v1/release.json',
    '/apps/shell/v1/server/first-screen.js',
    '/apps/feed-app/v1/server/remoteEntry.js',
  ]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
    expect(await answer.text(), path).not.toContain('murmur-shell-version');
  }
  // `always`: a missing file is still not sniffed into something else.
  const missing = await get('/apps/feed-app/v9/remoteEntry.js');
  expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
});

test('a link put into the store answers 404, never the file it points to', async () => {
  // The store refuses a build holding one; this one is put there by other means.
  const version = join(store.root, 'apps', 'feed-app', 'v1');
  symlinkSync('/etc/passwd', join(version, 'leak.js'));
  symlinkSync(join(store.root, 'releases.log'), join(version, 'log.js'));
  for (const path of ['/apps/feed-app/v1/leak.js', '/apps/feed-app/v1/log.js']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
    expect(await answer.text(), path).not.toMatch(/root:|"action"/);
  }
  rmSync(join(version, 'leak.js'));
  rmSync(join(version, 'log.js'));
});

test("every file a build wrote but the fixed entry names is named by its content's hash", async () => {
  for (const app of ['shell', 'auth-app', 'feed-app', 'profile-app', 'post-app']) {
    const files = filesOf(app);
    const named = files.filter((file) => !FIXED_NAMES.has(file.split('/').at(-1)!));
    expect(named.filter((file) => !/\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/.test(file))).toEqual(
      [],
    );
    // The shared libraries' full copies (Module Federation's shared tree shaking) included.
    expect(files.filter((file) => file.startsWith('independent-packages/'))).toEqual([
      expect.stringMatching(
        /^independent-packages\/react_redux\/[\d.]+\/share-entry\.[0-9a-f]{8}\.js$/,
      ),
      expect.stringMatching(
        /^independent-packages\/react_router_dom\/[\d.]+\/share-entry\.[0-9a-f]{8}\.js$/,
      ),
      expect.stringMatching(
        /^independent-packages\/scope_reduxjs__toolkit\/[\d.]+\/share-entry\.[0-9a-f]{8}\.js$/,
      ),
    ]);
  }
});

test('with --api=server, /api on the same origin reaches the API server', async () => {
  const data = tempFolder('release-api');
  const server = await startServer({
    command: 'npm',
    args: [
      'run',
      '--silent',
      'serve:deploy',
      '--',
      '--port',
      String(WITH_API_PORT),
      '--api=server',
    ],
    port: WITH_API_PORT,
    readyPath: '/',
    timeoutMs: 120_000,
    env: {
      DEPLOY_DIR: store.root,
      MURMUR_API_URL: API_URL,
      DATA_DIR: data.path,
      LOG_LEVEL: 'silent',
    },
  });
  try {
    const health = await fetch(`http://localhost:${WITH_API_PORT}/api/health`);
    expect(health.status).toBe(200);
    const posts = await fetch(`http://localhost:${WITH_API_PORT}/api/posts`);
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as { posts: unknown[] }).posts.length).toBeGreaterThan(0);
  } finally {
    await server.stop();
    data.remove();
  }
});
