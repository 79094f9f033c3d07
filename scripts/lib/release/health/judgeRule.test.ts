import { noSessions, type VersionHealth } from './healthSummary';
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
});

const healthyLive = figures('v2', 200, 2, { lcp: 1500, inp: 100 });

test('waits while either version has fewer sessions than needed', () => {
  const canary = figures('v3', 10, 0, { lcp: 1400, inp: 90 });
  expect(judgeCanary(healthyLive, canary, settings)).toEqual({
    verdict: 'wait',
    reason: '10 canary and 200 live sessions; 20 each are needed',
  });
  expect(judgeCanary(figures('v2', 5, 0), figures('v3', 500, 0), settings).verdict).toBe('wait');
});

test('promotes a canary no worse than live within the margins, once both have enough sessions', () => {
  // 2 points of errors more, 10 % slower LCP, 50 ms slower INP: all within the margins.
  const canary = figures('v3', 100, 3, { lcp: 1650, inp: 150 });
  expect(judgeCanary(healthyLive, canary, settings)).toMatchObject({ verdict: 'promote' });
  // A vital measured on one side only is not held against the canary.
  expect(judgeCanary(healthyLive, figures('v3', 100, 1), settings).verdict).toBe('promote');
});

test('rolls back at once a canary clearly worse, before it has the sessions a promotion needs', () => {
  const throwing = figures('v3', 5, 5);
  expect(judgeCanary(healthyLive, throwing, settings)).toEqual({
    verdict: 'rollback',
    reason: 'clearly worse: error rate 100.0 % in 5 sessions against 1.0 % in 200',
  });
  // Fewer sessions than that: not yet clear.
  expect(judgeCanary(healthyLive, figures('v3', 4, 4), settings).verdict).toBe('wait');
});

test('rolls back a canary worse beyond a margin once both have enough sessions', () => {
  const slower = figures('v3', 100, 1, { lcp: 1800, inp: 100 });
  expect(judgeCanary(healthyLive, slower, settings)).toEqual({
    verdict: 'rollback',
    reason: 'worse than live: LCP p75 1800 ms against 1500 ms',
  });
  const moreErrors = figures('v3', 100, 5, { lcp: 1500, inp: 400 });
  expect(judgeCanary(healthyLive, moreErrors, settings)).toEqual({
    verdict: 'rollback',
    reason: 'worse than live: error rate 5.0 % against 1.0 %; INP p75 400 ms against 100 ms',
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
});
