import { noSessions, type VersionHealth } from './versionHealth';
import { DEFAULT_JUDGE_SETTINGS, judgeCanary, judgeSettingsFrom } from './judgeRule';

const settings = { ...DEFAULT_JUDGE_SETTINGS, minSessions: 20 };

const figures = (
  version: string,
  sessions: number,
  withErrors: number,
  vitals: { lcp?: number; inp?: number } = {},
): VersionHealth => ({
  ...noSessions('feed', version),
  sessions,
  sessionsWithErrors: withErrors,
  errorRate: sessions === 0 ? 0 : withErrors / sessions,
  lcpP75: vitals.lcp ?? null,
  inpP75: vitals.inp ?? null,
  // Each session from a network of its own, unless a test says otherwise.
  prefixes: sessions,
});

const healthyLive = figures('v2', 200, 2, { lcp: 1500, inp: 100 });

test('waits while either version has fewer sessions than needed, without any one network', () => {
  const canary = figures('v3', 10, 0, { lcp: 1400, inp: 90 });
  expect(judgeCanary(healthyLive, canary, settings)).toEqual({
    verdict: 'wait',
    reason: '10 canary and 200 live sessions; 20 each are needed, without any one network',
  });
  expect(judgeCanary(figures('v2', 5, 0), figures('v3', 500, 0), settings).verdict).toBe('wait');
  // 20 sessions, but 19 once the network that counts most is left out.
  expect(judgeCanary(healthyLive, figures('v3', 20, 0), settings).verdict).toBe('wait');
});

test('promotes a canary no worse than live within the margins, once both have enough sessions', () => {
  // As many errors as live, 10 % slower LCP, 50 ms slower INP: within the margins.
  const canary = figures('v3', 100, 1, { lcp: 1650, inp: 150 });
  expect(judgeCanary(healthyLive, canary, settings)).toEqual({
    verdict: 'promote',
    reason: 'no worse than live over 100 and 200 sessions (error rate 1.0 % against 1.0 %)',
  });
  // A vital measured on one side only is not held against the canary.
  expect(judgeCanary(healthyLive, figures('v3', 100, 1), settings).verdict).toBe('promote');
});

test('rolls back at once a canary clearly worse, before it has the sessions a promotion needs', () => {
  const throwing = figures('v3', 6, 6);
  expect(judgeCanary(healthyLive, throwing, settings)).toEqual({
    verdict: 'rollback',
    reason: 'clearly worse: error rate 100.0 % in 6 sessions against 1.0 % in 200',
  });
  // Fewer sessions than that (5 once one network is left out): not yet clear.
  expect(judgeCanary(healthyLive, figures('v3', 5, 5), settings).verdict).toBe('wait');
});

test('rolls back a canary worse beyond a margin once both have enough sessions', () => {
  const slower = figures('v3', 100, 1, { lcp: 1800, inp: 100 });
  expect(judgeCanary(healthyLive, slower, settings)).toEqual({
    verdict: 'rollback',
    reason: 'worse than live: LCP p75 1800 ms against 1500 ms',
  });
  // 5 % against 1 %: still 4.0 % against 1.0 % without the network that counts most.
  const moreErrors = figures('v3', 100, 5, { lcp: 1500, inp: 400 });
  expect(judgeCanary(healthyLive, moreErrors, settings)).toEqual({
    verdict: 'rollback',
    reason: 'worse than live: error rate 4.0 % against 1.0 %; INP p75 400 ms against 100 ms',
  });
});

test('one network’s session cannot tip a verdict either way', () => {
  // Five networks saw the canary, one of them an error (20 %: not past the 20-point margin).
  // A stranger's network adds a session with an error: 2 in 6, and without it, 1 in 5 again.
  expect(judgeCanary(healthyLive, figures('v3', 6, 2), settings).verdict).toBe('wait');
  // 50 networks each side, one error each: without the canary's cleanest network and live's
  // one error, 2.0 % against 0.0 %: promoting would rest on that network. It waits.
  expect(judgeCanary(figures('v2', 50, 1), figures('v3', 50, 1), settings)).toEqual({
    verdict: 'wait',
    reason:
      "no worse than live only while one network's sessions count (without them: error rate 2.0 % against 0.0 %); more sessions are needed",
  });
});

test('decides nothing on sessions from fewer networks than needed, however many they are', () => {
  // One network's 500 sessions, all failing (as if each network counted for all its sessions).
  const fromOneNetwork = { ...figures('v3', 500, 500), prefixes: 1 };
  expect(judgeCanary(healthyLive, fromOneNetwork, settings)).toEqual({
    verdict: 'wait',
    reason: "the canary's sessions come from 1 address prefixes; 6 are needed",
  });
  // Nor its clean ones, on live's side.
  const liveFromOneNetwork = { ...figures('v2', 500, 0), prefixes: 1 };
  expect(judgeCanary(liveFromOneNetwork, figures('v3', 100, 0), settings)).toEqual({
    verdict: 'wait',
    reason: "live's sessions come from 1 address prefixes; 6 are needed",
  });
});

test('takes its settings from the environment, refusing nonsense', () => {
  expect(judgeSettingsFrom({ JUDGE_MIN_SESSIONS: '3', JUDGE_ERROR_MARGIN: '0.05' })).toEqual({
    ...DEFAULT_JUDGE_SETTINGS,
    minSessions: 3,
    errorMargin: 0.05,
  });
  expect(() => judgeSettingsFrom({ JUDGE_MIN_SESSIONS: 'many' })).toThrow(
    'JUDGE_MIN_SESSIONS must be a number of 0 or more, got "many".',
  );
  expect(judgeSettingsFrom({ JUDGE_MIN_PREFIXES: '2', JUDGE_SESSIONS_PER_PREFIX: '3' })).toEqual({
    ...DEFAULT_JUDGE_SETTINGS,
    minPrefixes: 2,
    sessionsPerPrefix: 3,
  });
  expect(() => judgeSettingsFrom({ JUDGE_SESSIONS_PER_PREFIX: '0' })).toThrow(
    'JUDGE_SESSIONS_PER_PREFIX must be a whole number of 1 or more, got "0".',
  );
});
