import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, appByName } from '@murmur/build/apps';
import { deploy } from '../deploy';
import { readPreviews, writePreviews } from '../previews/previewsFile';
import { fakeWorld, type FakeWorld } from '../testing/fakeBuilds';
import { cleanStore } from './cleanStore';

const feed = appByName('feed');
let world: FakeWorld;

beforeEach(() => {
  world = fakeWorld();
});
afterEach(() => world.remove());

const exists = (version: string) => existsSync(join(world.root, 'apps/feed-app', version));

test('removes versions nothing needs, keeps live, canary, last good, previews and the newest', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context); // v1
  const deployFeed = (marker: string, extra = {}) =>
    deploy({ apps: [feed], from: world.buildOf(feed, { marker }), ...extra }, world.context);
  await deployFeed('two'); // v2
  await deployFeed('three'); // v3
  await deployFeed('four', { preview: { name: 'kept', days: 7 } }); // v4
  await deployFeed('five', { preview: { name: 'gone', days: 7 } }); // v5
  await deployFeed('six'); // v6, live
  await deployFeed('seven', { canary: 10 }); // v7
  await deployFeed('eight', { preview: { name: 'newest', days: 7 } }); // v8
  // The last good version, as the pointer names it (a field the cleaning reads without knowing).
  const pointer = JSON.parse(world.read('remotes.json')) as Record<string, Record<string, unknown>>;
  pointer.feed!.lastGood = { version: 'v2', manifest: '/apps/feed-app/v2/mf-manifest.json' };
  writeFileSync(join(world.root, 'remotes.json'), JSON.stringify(pointer));
  // One preview expired: its link no longer opens it.
  writePreviews(
    world.context.paths,
    readPreviews(world.context.paths).map((entry) =>
      entry.name === 'gone' ? { ...entry, expires: '2000-01-01T00:00:00.000Z' } : entry,
    ),
  );
  world.printed.length = 0;

  const dry = await cleanStore({ keepDays: 0, dryRun: true }, world.context);
  expect(dry.versions.map((info) => `${info.app} ${info.version}`)).toEqual([
    'feed-app v1',
    'feed-app v3',
    'feed-app v5',
  ]);
  expect(['v1', 'v3', 'v5'].every(exists)).toBe(true);

  world.printed.length = 0;
  await cleanStore({ keepDays: 0 }, world.context);
  expect(world.printed).toEqual([
    'Removed the preview "gone" of feed-app: it expired 2000-01-01.',
    expect.stringMatching(/^Removed feed-app v1 \(written \d{4}-\d\d-\d\d\)\.$/),
    expect.stringMatching(/^Removed feed-app v3 /),
    expect.stringMatching(/^Removed feed-app v5 /),
  ]);
  expect(['v1', 'v3', 'v5'].map(exists)).toEqual([false, false, false]);
  expect(['v2', 'v4', 'v6', 'v7', 'v8'].every(exists)).toBe(true);
  expect(readPreviews(world.context.paths).map((entry) => entry.name)).toEqual(['kept', 'newest']);
  expect(existsSync(join(world.root, 'apps/shell/v1'))).toBe(true);
});

test('versions younger than the days kept stay', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  await deploy({ apps: [feed], from: world.buildOf(feed, { marker: 'two' }) }, world.context);
  await deploy({ apps: [feed], from: world.buildOf(feed, { marker: 'three' }) }, world.context);
  world.printed.length = 0;
  const cleaned = await cleanStore({ keepDays: 7 }, world.context);
  expect(cleaned.versions).toEqual([]);
  expect(world.printed).toEqual([expect.stringContaining('No version to remove')]);
  expect(exists('v1')).toBe(true);
});
