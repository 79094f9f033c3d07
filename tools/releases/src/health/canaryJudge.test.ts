import { allApps, appByName } from '@murmur/build/apps';
import { deploy } from '../deploy';
import { readPointers } from '../pointers';
import { promote } from '../promote';
import { readLog } from '../releaseLog';
import { fakeWorld, type FakeWorld } from '../testing/fakeBuilds';
import { judgeCanaryOf, type JudgeOptions } from './canaryJudge';
import { noSessions, type VersionHealth } from './versionHealth';
import { DEFAULT_JUDGE_SETTINGS } from './judgeRule';

const feed = appByName('feed');
let world: FakeWorld;
let reported: VersionHealth[];

const sessions = (version: string, count: number, withErrors: number): VersionHealth => ({
  ...noSessions('feed', version),
  sessions: count,
  sessionsWithErrors: withErrors,
  errorRate: withErrors / count,
  fallbacks: withErrors,
  lcpP75: 1200,
  inpP75: 80,
  prefixes: count,
});

const options = (overrides: Partial<JudgeOptions> = {}): JudgeOptions => ({
  api: 'http://api.test',
  // One network trusted: the store's side of the judge is what these test (the rule: judgeRule.test.ts).
  settings: { ...DEFAULT_JUDGE_SETTINGS, minSessions: 3, minPrefixes: 1 },
  read: async (api, app) => {
    expect(api).toBe('http://api.test');
    expect(app).toBe(feed);
    return new Map(reported.map((entry) => [entry.version, entry]));
  },
  ...overrides,
});

beforeEach(async () => {
  world = fakeWorld();
  reported = [];
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  await deploy(
    { apps: [feed], from: world.buildOf(feed, { marker: 'second' }), canary: 10 },
    world.context,
  );
});
afterEach(() => world.remove());

const feedPointer = () => readPointers(world.context.paths)['feed-app'];

test('waits while the sessions are too few, and says so', async () => {
  reported = [sessions('v1', 10, 0), sessions('v2', 2, 0)];
  expect(await judgeCanaryOf(feed, world.context, options())).toBe('wait');
  expect(feedPointer()).toEqual({ live: 'v1', canary: { version: 'v2', percent: 10 } });
  expect(world.printed.at(-1)).toBe(
    'feed-app canary v2: waiting, 2 canary and 10 live sessions; 3 each are needed.',
  );
});

test('rolls back a canary whose sessions fail, and logs the decision with its figures', async () => {
  reported = [sessions('v1', 10, 0), sessions('v2', 5, 5)];
  expect(await judgeCanaryOf(feed, world.context, options())).toBe('rollback');
  expect(feedPointer()).toEqual({ live: 'v1', canary: null });
  const entry = readLog(world.context.paths.log).at(-1)!;
  expect(entry).toMatchObject({
    action: 'rollback',
    app: 'feed-app',
    version: 'v2',
    live: 'v1',
    canary: null,
    by: expect.stringMatching(/^canary judge \(/),
    judged: {
      reason: 'clearly worse: error rate 100.0 % in 5 sessions against 0.0 % in 10',
      canary: { version: 'v2', sessions: 5, fallbacks: 5 },
      live: { version: 'v1', sessions: 10 },
    },
  });
  expect(entry.summary).toContain('the canary v2 was rolled back by the canary judge');
});

test('with --watch, asks again until the figures decide: a healthy canary is promoted', async () => {
  let asked = 0;
  const judged = judgeCanaryOf(
    feed,
    world.context,
    options({
      watch: true,
      everyMs: 5,
      read: async () => {
        asked += 1;
        const canary = asked < 3 ? sessions('v2', 1, 0) : sessions('v2', 4, 0);
        return new Map([
          ['v1', sessions('v1', 10, 0)],
          ['v2', canary],
        ]);
      },
    }),
  );
  expect(await judged).toBe('promote');
  expect(asked).toBe(3);
  expect(feedPointer()).toEqual({ live: 'v2', canary: null });
  expect(readLog(world.context.paths.log).at(-1)).toMatchObject({
    action: 'promote',
    version: 'v2',
    judged: { canary: { sessions: 4 }, live: { sessions: 10 } },
  });
});

test('gives up after its timeout with the canary left running, and finds nothing to judge after a hand’s promote', async () => {
  reported = [sessions('v1', 10, 0)];
  expect(
    await judgeCanaryOf(feed, world.context, options({ watch: true, everyMs: 5, timeoutMs: 20 })),
  ).toBe('timed out');
  expect(feedPointer()!.canary).toEqual({ version: 'v2', percent: 10 });
  await promote(feed, world.context);
  expect(await judgeCanaryOf(feed, world.context, options())).toBe('no canary');
});
