import { allApps, appByName } from '@murmur/build/apps';
import { deploy } from '../deploy';
import { fakeWorld, type FakeWorld } from '../testing/fakeBuilds';
import { noSessions } from './versionHealth';
import { printHealth } from './printHealth';

const feed = appByName('feed');
let world: FakeWorld;

beforeEach(async () => {
  world = fakeWorld();
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  await deploy(
    { apps: [feed], from: world.buildOf(feed, { marker: 'second' }), canary: 10 },
    world.context,
  );
  await deploy(
    {
      apps: [feed],
      from: world.buildOf(feed, { marker: 'third' }),
      preview: { name: 'new-feed', days: 7 },
    },
    world.context,
  );
});
afterEach(() => world.remove());

test('lists the live version, the canary, each preview and any other version reported', async () => {
  world.printed.length = 0;
  await printHealth([feed], world.context, {
    api: 'http://api.test',
    read: async () =>
      new Map([
        ['v1', { ...noSessions('feed', 'v1'), sessions: 40, lcpP75: 1200, inpP75: 80 }],
        ['v0', { ...noSessions('feed', 'v0'), sessions: 3 }],
      ]),
  });
  const lines = world.printed.slice(2);
  expect(world.printed[1]).toBe('feed-app');
  expect(lines.map((line) => line.trim().split(/ {2,}/).slice(0, 2))).toEqual([
    ['v1', 'live'],
    ['v2', 'canary 10 %'],
    // A preview no session has reported yet is listed too, with its name.
    ['v3', 'preview new-feed'],
    ['v0', 'other'],
  ]);
  expect(lines[0]).toContain('40 sessions');
  expect(lines[2]).toContain('0 sessions');
});
