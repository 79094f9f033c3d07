import type { AppHealth } from '../../api/dashboardApi';
import { JUDGE } from '../testing/releasesFixture';
import { bucketStarts, chartRows, marksOf, standsAlone, thresholdsOf } from './chartData';

const range = {
  since: '2026-11-25T10:00:30.000Z',
  until: '2026-11-25T10:04:10.000Z',
  bucketMinutes: 1,
};
const figures = (sessions: number, withErrors: number, lcp: number | null) => ({
  sessions,
  sessionsWithErrors: withErrors,
  errorRate: withErrors / sessions,
  errors: withErrors,
  loadFailures: 0,
  fallbacks: withErrors,
  lcpP75: lcp,
  inpP75: null,
  prefixes: sessions,
});
const health: AppHealth = {
  app: 'feed-app',
  versions: [{ version: 'v4', ...figures(4, 0, 1000) }],
  series: [
    {
      version: 'v5',
      buckets: [
        { start: '2026-11-25T10:01:00.000Z', ...figures(2, 1, 900) },
        { start: '2026-11-25T10:03:00.000Z', ...figures(2, 1, null) },
      ],
    },
  ],
};

test('one row per bucket of the window, whatever the API server left out', () => {
  expect(bucketStarts(range).map((time) => new Date(time).toISOString().slice(11, 16))).toEqual([
    '10:00',
    '10:01',
    '10:02',
    '10:03',
    '10:04',
  ]);
});

test('sessions and error rate run on as totals; a bucket’s vitals are its own', () => {
  const charted = [{ version: 'v5', role: 'canary' as const }];
  const column = (kind: Parameters<typeof chartRows>[0]) =>
    chartRows(kind, health, charted, range).map((row) => row.v5);
  expect(column('sessions')).toEqual([0, 2, 2, 4, 4]);
  expect(column('errorRate')).toEqual([null, 0.5, 0.5, 0.5, 0.5]);
  expect(column('fallbacks')).toEqual([0, 1, 0, 1, 0]);
  expect(column('lcp')).toEqual([null, 900, null, null, null]);
});

test('a point with no drawn neighbour stands alone, to be drawn as a dot', () => {
  const points = [null, 40, null, 30, 20, null, 10].map((y) => ({ y }));
  expect(points.map((_, index) => standsAlone(points, index))).toEqual([
    false,
    true,
    false,
    false,
    false,
    false,
    true,
  ]);
});

test('the judge’s lines come from live’s figures and its settings', () => {
  const live = health.versions[0];
  expect(thresholdsOf('errorRate', live, JUDGE).map((line) => line.label)).toEqual([
    'promoted at most 2.0 %',
    'rolled back above 20.0 %',
  ]);
  expect(thresholdsOf('lcp', live, JUDGE)).toEqual([
    { value: 1100, label: 'promoted at most 1100 ms' },
  ]);
  expect(thresholdsOf('sessions', undefined, JUDGE)[0]!.value).toBe(50);
});

test('the log’s decisions in the window are marked, the judge’s named as such', () => {
  const at = '2026-11-25T10:02:00.000Z';
  const judged = { reason: 'clearly worse', live: figures(4, 0, 1), canary: figures(2, 2, 1) };
  const line = {
    at,
    app: 'feed-app',
    version: 'v5',
    live: 'v4',
    canary: null,
    by: 'x',
    summary: '',
  };
  expect(
    marksOf(
      [
        { ...line, action: 'rollback', judged },
        { ...line, action: 'promote', at: '2026-11-24T10:00:00.000Z' },
        { ...line, action: 'deploy' },
      ],
      range,
    ),
  ).toEqual([{ time: Date.parse(at), label: 'judge rolled back v5' }]);
});
