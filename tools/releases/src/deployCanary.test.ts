/** `npm run deploy -- <remote> --canary <percent>`: the new version to a share of sessions. */
import { join } from 'node:path';
import { allApps, host, appByName } from '@murmur/build/apps';
import { repositoryRoutesOf } from '@murmur/build/routes/remotesJson';
import { deploy } from './deploy';
import { readPointers } from './pointers';
import { readLog } from './releaseLog';
import { fakeWorld, type FakeWorld } from './testing/fakeBuilds';
import { listVersions } from './versions';

const feed = appByName('feed');
const post = appByName('post');
let world: FakeWorld;

// Every test starts from v1 of every app live: what a canary goes beside, and what a route
// claim is checked against.
beforeEach(async () => {
  world = fakeWorld();
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
});
afterEach(() => world.remove());

/** A canary that declares a route more: the pages that get it get its routes. */
const canaryRoutes = [
  ...repositoryRoutesOf('feed'),
  { path: '/trending', page: 'TrendingPage', what: 'Trending', access: 'signed-in' },
] as const;

/** The feed's pointer with that canary on 30 % of sessions, each version with its routes. */
const feedWithCanary = {
  version: 'v1',
  manifest: '/apps/feed-app/v1/mf-manifest.json',
  routes: repositoryRoutesOf('feed'),
  integrity: expect.any(Object),
  canary: {
    version: 'v2',
    manifest: '/apps/feed-app/v2/mf-manifest.json',
    percent: 30,
    routes: canaryRoutes,
    integrity: expect.any(Object),
  },
};

describe('a canary', () => {
  test('gives the new version to a share of sessions and leaves the live one for the rest', async () => {
    await deploy(
      {
        apps: [feed],
        from: world.buildOf(feed, { marker: 'canary', routes: canaryRoutes }),
        canary: 30,
      },
      world.context,
    );

    expect(world.printed.at(-2)).toBe(
      'feed-app v2 goes to 30 % of sessions (a canary); v1 stays live for the others. Then: npm run promote -- feed-app, or npm run rollback -- feed-app.',
    );
    expect(JSON.parse(world.read('remotes.json')).feed).toEqual(feedWithCanary);
    expect(readLog(join(world.root, 'releases.log')).at(-1)).toMatchObject({
      action: 'deploy',
      app: 'feed-app',
      version: 'v2',
      live: 'v1',
      canary: { version: 'v2', percent: 30 },
      by: 'tester@machine',
    });
  });

  test.each([
    ['the shell', 20, [host], 'The shell cannot be a canary'],
    ['all', 20, allApps, 'A canary is one remote at a time, not all.'],
    ['feed-app', 0, [feed], '--canary takes a whole percentage from 1 to 99, not "0".'],
    ['feed-app', 100, [feed], '--canary takes a whole percentage from 1 to 99, not "100".'],
    ['feed-app', 12.5, [feed], '--canary takes a whole percentage from 1 to 99, not "12.5".'],
  ])('is refused for %s at %s %%', async (_, canary, apps, reason) => {
    const before = world.pointerFiles();
    await expect(deploy({ apps, from: world.allBuilds(), canary }, world.context)).rejects.toThrow(
      reason,
    );
    expect(world.pointerFiles()).toEqual(before);
  });

  test('of the build that is live already is refused', async () => {
    await expect(
      deploy({ apps: [feed], from: world.buildOf(feed), canary: 10 }, world.context),
    ).rejects.toThrow('this build of feed-app is v1, already live.');
  });

  test('ends when a new version is deployed for everyone', async () => {
    await deploy(
      {
        apps: [feed],
        from: world.buildOf(feed, { marker: 'canary', routes: canaryRoutes }),
        canary: 30,
      },
      world.context,
    );
    await deploy({ apps: [feed], from: world.buildOf(feed, { marker: 'third' }) }, world.context);

    expect(world.printed.at(-2)).toBe('feed-app v3 is live (was v1); the canary v2 ended.');
    expect(readPointers(world.context.paths)['feed-app']).toEqual({ live: 'v3', canary: null });
  });
});

test('a remote claiming a path another live remote serves is refused, naming both, and nothing moves', async () => {
  const before = world.pointerFiles();
  const claimsHome = [
    ...repositoryRoutesOf('post'),
    { path: '/home', page: 'PostPage', what: 'The post', access: 'signed-in' },
  ] as const;

  await expect(
    deploy({ apps: [post], from: world.buildOf(post, { routes: claimsHome }) }, world.context),
  ).rejects.toThrow('post-app and feed-app both serve /home: a path belongs to one remote.');
  expect(world.pointerFiles()).toEqual(before);
  expect(listVersions(world.context.paths, post)).toHaveLength(1);
});
