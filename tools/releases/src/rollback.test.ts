import { join } from 'node:path';
import { allApps, host, appByName } from '@murmur/build/apps';
import { deploy } from './deploy';
import { listReleases } from './listReleases';
import { readPointers } from './pointers';
import { promote } from './promote';
import { readLog } from './releaseLog';
import { rollback } from './rollback';
import { fakeWorld, type FakeWorld } from './testing/fakeBuilds';
import { buildDigest } from './versions';

const feed = appByName('feed');
let world: FakeWorld;

const feedPointer = () => readPointers(world.context.paths)['feed-app'];
const deployFeed = (marker: string, canary?: number) =>
  deploy({ apps: [feed], from: world.buildOf(feed, { marker }), canary }, world.context);

beforeEach(async () => {
  world = fakeWorld();
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  await deployFeed('second');
  await deployFeed('third');
});
afterEach(() => world.remove());

test('a rollback makes the previous live version live again, and the next one the one before', async () => {
  const files = buildDigest(join(world.root, 'apps/feed-app'));

  await rollback(feed, undefined, world.context);
  expect(world.printed.at(-1)).toBe('feed-app v2 is live again (was v3).');
  expect(feedPointer()).toEqual({ live: 'v2', canary: null });

  await rollback(feed, undefined, world.context);
  expect(world.printed.at(-1)).toBe('feed-app v1 is live again (was v2).');

  await expect(rollback(feed, undefined, world.context)).rejects.toThrow(
    'feed-app not rolled back: feed-app has no version before v1 that was live. Name one with --to (npm run releases -- feed-app lists them).',
  );
  // Nothing was built or rewritten: the versions are the files they were.
  expect(buildDigest(join(world.root, 'apps/feed-app'))).toBe(files);
});

test('--to names the version to go back (or forward) to, v3 or just 3', async () => {
  await rollback(feed, 'v1', world.context);
  expect(feedPointer()!.live).toBe('v1');
  await rollback(feed, '3', world.context);
  expect(world.printed.at(-1)).toBe('feed-app v3 is live again (was v1).');
});

test('a version the store does not hold, or the live one, is refused with the pointers unchanged', async () => {
  const before = world.read('remotes.json');
  await expect(rollback(feed, 'v9', world.context)).rejects.toThrow(
    'feed-app has no version v9 in the store (it has v1, v2, v3).',
  );
  await expect(rollback(feed, 'v3', world.context)).rejects.toThrow('feed-app v3 is live already.');
  expect(world.read('remotes.json')).toBe(before);
});

test('a shell is not rolled back to a version that would refuse the live remotes', async () => {
  await deploy(
    { apps: allApps, from: world.allBuilds({ marker: 'two', core: '2.0.0', needs: '^2.0.0' }) },
    world.context,
  );
  const before = world.read('index.html');
  await expect(rollback(host, undefined, world.context)).rejects.toThrow(
    'shell not rolled back: the shell v1 would refuse what browsers would load with it:\n' +
      '  auth-app v2 (live) needs @murmur/core ^2.0.0; the shell v1 has 1.0.0\n',
  );
  await expect(rollback(host, undefined, world.context)).rejects.toThrow(
    'Roll those back first, or name another version with --to.\nThe pointers are unchanged.',
  );
  expect(world.read('index.html')).toBe(before);
});

test('a canary is promoted to everyone, or ended by a rollback', async () => {
  await deployFeed('canary', 50);
  await promote(feed, world.context);
  expect(world.printed.at(-1)).toBe(
    'feed-app v4 is live for everyone (was 50 % of sessions; v3 before).',
  );
  expect(feedPointer()).toEqual({ live: 'v4', canary: null });

  await deployFeed('canary-2', 10);
  await rollback(feed, undefined, world.context);
  expect(world.printed.at(-1)).toBe('feed-app: the canary v5 ended; v4 is live for everyone.');
  expect(feedPointer()).toEqual({ live: 'v4', canary: null });

  await expect(promote(feed, world.context)).rejects.toThrow(
    'feed-app has no canary to promote (live: v4). The pointers are unchanged.',
  );
  expect(readLog(join(world.root, 'releases.log')).slice(-4)).toEqual([
    expect.objectContaining({ action: 'deploy', version: 'v4', live: 'v3' }),
    expect.objectContaining({ action: 'promote', version: 'v4', previous: 'v3', live: 'v4' }),
    expect.objectContaining({
      action: 'deploy',
      version: 'v5',
      canary: { version: 'v5', percent: 10 },
    }),
    expect.objectContaining({ action: 'rollback', version: 'v5', live: 'v4', canary: null }),
  ]);
});

test('releases lists every version, newest first, with which is live and which the canary', async () => {
  await deployFeed('canary', 25);
  world.printed.length = 0;

  listReleases([feed], world.context);

  const [title, ...lines] = world.printed;
  expect(title).toBe('feed-app');
  expect(lines.map((line) => line.trim().split(/\s+/)[0])).toEqual(['v4', 'v3', 'v2', 'v1']);
  expect(lines[0]).toMatch(
    /^ {2}v4 +\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ {2}core \^1\.0\.0 +from .+ {2}← canary, 25 % of sessions$/,
  );
  expect(lines[1]).toMatch(/← live$/);
  expect(lines[2]).not.toMatch(/←/);
});
