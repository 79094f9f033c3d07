import { allApps, appByName } from '@murmur/build/apps';
import { deploy } from './deploy';
import { promote } from './promote';
import { readLog } from './releaseLog';
import { rollback } from './rollback';
import { fakeWorld, type FakeWorld } from './testing/fakeBuilds';

const feed = appByName('feed');
let world: FakeWorld;

const feedEntry = () => JSON.parse(world.read('remotes.json')).feed;
const deployFeed = (marker: string, canary?: number) =>
  deploy({ apps: [feed], from: world.buildOf(feed, { marker }), canary }, world.context);

beforeEach(async () => {
  world = fakeWorld();
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
});
afterEach(() => world.remove());

test('a first version has no last good one; the next names the one before it, with its hashes', async () => {
  expect(feedEntry().lastGood).toBeUndefined();
  await deployFeed('second');
  expect(feedEntry().lastGood).toEqual({
    version: 'v1',
    manifest: '/apps/feed-app/v1/mf-manifest.json',
    // The routes of the version the page falls back to, as it would have them live.
    routes: expect.arrayContaining([expect.objectContaining({ path: '/home' })]),
    integrity: expect.objectContaining({ 'remoteEntry.js': expect.stringMatching(/^sha384-/) }),
  });
});

test('a canary leaves the last good version as it was; promoted, the live one before it is', async () => {
  await deployFeed('second');
  await deployFeed('third', 20);
  expect(feedEntry().lastGood.version).toBe('v1');
  await promote(feed, world.context);
  expect(feedEntry().version).toBe('v3');
  expect(feedEntry().lastGood.version).toBe('v2');
});

test('a version rolled back for a fault is never last good; one left with --no-fault is', async () => {
  await deployFeed('second');
  await deployFeed('third');
  await rollback(feed, undefined, world.context);
  expect(feedEntry().version).toBe('v2');
  expect(feedEntry().lastGood.version).toBe('v1');
  expect(readLog(world.context.paths.log).at(-1)).toMatchObject({ faulty: 'v3' });

  // v4 goes live, then is rolled back only to make room: v4 was fine.
  await deployFeed('fourth');
  expect(feedEntry().lastGood.version).toBe('v2');
  await rollback(feed, 'v2', world.context, { fault: false });
  expect(feedEntry().lastGood.version).toBe('v4');
  expect(readLog(world.context.paths.log).at(-1)!.faulty).toBeUndefined();

  // Made live again by name, v3 has v2 (live before it) as last good; left again, v3's fault
  // is remembered: the last good skips it.
  await rollback(feed, 'v3', world.context, { fault: false });
  expect(feedEntry().lastGood.version).toBe('v2');
  await rollback(feed, 'v4', world.context, { fault: false });
  expect(feedEntry().lastGood.version).toBe('v2');
});

test('a canary ended by a rollback is marked faulty', async () => {
  await deployFeed('second', 10);
  await rollback(feed, undefined, world.context);
  expect(readLog(world.context.paths.log).at(-1)).toMatchObject({ faulty: 'v2' });
});
