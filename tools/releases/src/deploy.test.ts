import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, host, appByName } from '@murmur/build/apps';
import { repositoryRoutesOf } from '@murmur/build/routes/remotesJson';
import { deploy } from './deploy';
import { readPointers } from './pointers';
import { readLog } from './releaseLog';
import { RefusedError } from './store';
import { fakeWorld, type FakeWorld } from './testing/fakeBuilds';
import { buildDigest, listVersions } from './versions';

const feed = appByName('feed');
const post = appByName('post');
let world: FakeWorld;

beforeEach(() => {
  world = fakeWorld();
});
afterEach(() => world.remove());

test('deploy all writes v1 of every app and makes each live through the two pointers', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);

  expect(world.printed).toEqual([
    'shell v1 is live.',
    'auth-app v1 is live.',
    'feed-app v1 is live.',
    'profile-app v1 is live.',
    'post-app v1 is live.',
    `Switched index.html and remotes.json in ${world.root}.`,
  ]);
  const page = world.read('index.html');
  expect(page).toContain(
    '<script defer src="/apps/shell/v1/static/js/main.first.js" integrity="sha384-',
  );
  expect(page).toContain('<meta name="murmur-shell-version" content="v1">');
  // Each entry pins its version's entry files and integrity list (integrity.test.ts).
  const pinned = { integrity: expect.any(Object) };
  expect(JSON.parse(world.read('remotes.json'))).toEqual({
    // Each with the routes its version declares (its routes.json), for the shell's router.
    auth: {
      version: 'v1',
      manifest: '/apps/auth-app/v1/mf-manifest.json',
      routes: repositoryRoutesOf('auth'),
      ...pinned,
    },
    feed: {
      version: 'v1',
      manifest: '/apps/feed-app/v1/mf-manifest.json',
      routes: repositoryRoutesOf('feed'),
      ...pinned,
    },
    profile: {
      version: 'v1',
      manifest: '/apps/profile-app/v1/mf-manifest.json',
      routes: repositoryRoutesOf('profile'),
      ...pinned,
    },
    post: {
      version: 'v1',
      manifest: '/apps/post-app/v1/mf-manifest.json',
      routes: repositoryRoutesOf('post'),
      ...pinned,
    },
  });
  // The deployment's allow-list comes from the shell, to edit in place.
  expect(JSON.parse(world.read('remote-overrides.json'))).toEqual({
    allowedOrigins: ['http://localhost:*'],
  });
  expect(readLog(join(world.root, 'releases.log')).map((entry) => entry.app)).toEqual(
    allApps.map((app) => app.dir),
  );
});

test("a version holds the build's files, read-only, without the preview server's files", async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  const version = join(world.root, 'apps/feed-app/v1');

  expect(readdirSync(version, { recursive: true }).sort()).toEqual([
    'integrity.json',
    'mf-manifest.json',
    'release.json',
    'remoteEntry.js',
    'routes.json',
    'static',
    'static/js',
    'static/js/main.first.js',
  ]);
  expect(statSync(join(version, 'remoteEntry.js')).mode & 0o222).toBe(0);
  expect(listVersions(world.context.paths, feed)).toEqual([
    expect.objectContaining({
      app: 'feed-app',
      version: 'v1',
      commit: null,
      core: '^1.0.0',
      source: expect.stringContaining('feed-app/dist'),
    }),
  ]);
});

test('a changed remote becomes v2; v1 stays, byte for byte, for the pages that run it', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  const v1 = buildDigest(join(world.root, 'apps/feed-app/v1'));

  await deploy({ apps: [feed], from: world.buildOf(feed, { marker: 'second' }) }, world.context);

  expect(world.printed.at(-2)).toBe('feed-app v2 is live (was v1).');
  expect(world.printed.at(-1)).toBe(`Switched remotes.json in ${world.root}.`);
  expect(readPointers(world.context.paths)['feed-app']).toEqual({ live: 'v2', canary: null });
  expect(buildDigest(join(world.root, 'apps/feed-app/v1'))).toBe(v1);
});

test('the same build deployed again is the same version: nothing new is written', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  const before = world.pointerFiles();

  await deploy({ apps: [feed], from: world.buildOf(feed) }, world.context);

  expect(world.printed.at(-1)).toBe(
    'feed-app: unchanged (this very build is v1, and the pointer says so already).',
  );
  expect(listVersions(world.context.paths, feed)).toHaveLength(1);
  expect(world.pointerFiles()).toEqual(before);
  expect(readLog(join(world.root, 'releases.log'))).toHaveLength(5);
});

test('a deploy that builds the app itself builds it into the store, recording its commit', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  world.nextBuild.set(post, { marker: 'built' });

  await deploy({ apps: [post] }, world.context);

  expect(world.printed.slice(-3, -1)).toEqual([
    'Building post-app…',
    'post-app v2 is live (was v1).',
  ]);
  const [, built] = listVersions(world.context.paths, post);
  expect(built).toMatchObject({
    source: 'npm run deploy',
    commit: expect.stringMatching(/^\w{7,}$/),
  });
  expect(existsSync(join(world.root, 'apps/post-app/v2/static/js/main.built.js'))).toBe(true);
  expect(readdirSync(join(world.root, '.staging'))).toEqual([]);
});

test('what an interrupted deploy left staged is cleared by the next one', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  const gone = 2 ** 22 + 12345; // above Linux's largest pid
  const abandoned = join(world.root, '.staging', `feed-app-${gone}-x1y2z3`);
  mkdirSync(abandoned);

  await deploy({ apps: [post], from: world.buildOf(post, { marker: 'next' }) }, world.context);

  expect(existsSync(abandoned)).toBe(false);
});

describe('the compatibility check of deploy:check, against what is live', () => {
  beforeEach(() => deploy({ apps: allApps, from: world.allBuilds() }, world.context));

  test('a remote the live shell would refuse is refused; the pointers stay byte-identical', async () => {
    const before = world.pointerFiles();
    const newer = world.buildOf(feed, { marker: 'newer', needs: '^1.1.0' });

    const refusal = deploy({ apps: [feed], from: newer }, world.context);

    await expect(refusal).rejects.toThrow(RefusedError);
    await expect(refusal).rejects.toThrow(
      'feed-app not deployed: it cannot run under the live shell:\n' +
        '  the new feed-app: feed-app needs @murmur/core ^1.1.0; this shell has 1.0.0: deploy the shell first (the live shell v1)\n' +
        'The pointers are unchanged.',
    );
    expect(world.pointerFiles()).toEqual(before);
    expect(listVersions(world.context.paths, feed)).toHaveLength(1);
    expect(readdirSync(join(world.root, '.staging'))).toEqual([]);
  });

  test('a shell that would refuse a live remote is refused itself', async () => {
    const before = world.pointerFiles();
    const major = world.buildOf(host, { marker: 'major', core: '2.0.0', needs: '^2.0.0' });

    await expect(deploy({ apps: [host], from: major }, world.context)).rejects.toThrow(
      'shell not deployed: the new shell would refuse what browsers would load with it:\n' +
        '  auth-app v1 (live) needs @murmur/core ^1.0.0; the new shell has 2.0.0\n',
    );
    expect(world.pointerFiles()).toEqual(before);
  });

  test('the shell and its remotes deployed together are checked against each other', async () => {
    await deploy(
      { apps: allApps, from: world.allBuilds({ marker: 'two', core: '2.0.0', needs: '^2.0.0' }) },
      world.context,
    );
    expect(readPointers(world.context.paths)['shell']!.live).toBe('v2');
    expect(readPointers(world.context.paths)['post-app']!.live).toBe('v2');
  });
});

test('a remote is refused while no shell is live', async () => {
  await expect(deploy({ apps: [feed], from: world.buildOf(feed) }, world.context)).rejects.toThrow(
    'No shell is live in this store',
  );
  expect(existsSync(join(world.root, 'remotes.json'))).toBe(false);
});

test('two deploys of different apps at the same moment both land', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);

  await Promise.all([
    deploy({ apps: [feed], from: world.buildOf(feed, { marker: 'feed-2' }) }, world.context),
    deploy({ apps: [post], from: world.buildOf(post, { marker: 'post-2' }) }, world.context),
  ]);

  const state = readPointers(world.context.paths);
  expect(state['feed-app']!.live).toBe('v2');
  expect(state['post-app']!.live).toBe('v2');
  const log = readLog(join(world.root, 'releases.log')).slice(-2);
  expect(log.map((entry) => entry.app).sort()).toEqual(['feed-app', 'post-app']);
});
