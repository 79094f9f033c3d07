/**
 * The health charts' data, from the API server's buckets: one row per bucket of the window, with
 * a value per version charted (live and canary, on the same axes), the judge's thresholds for
 * each chart, and the log's decisions as marks in time. Sessions and error rate are running
 * totals, as the judge counts them over its window; fallbacks and the vitals' p75 are each
 * bucket's own (a percentile cannot be added up).
 */
import type {
  AppHealth,
  HealthBucket,
  JudgeThresholds,
  LogRow,
  VersionHealth,
} from '../../api/dashboardApi';

export type ChartKind = 'sessions' | 'errorRate' | 'fallbacks' | 'lcp' | 'inp';

export interface ChartedVersion {
  version: string;
  role: 'live' | 'canary';
}

export type ChartRow = { time: number } & Record<string, number | null>;

export interface Threshold {
  value: number;
  label: string;
}

export interface Mark {
  time: number;
  label: string;
}

export interface HealthWindowRange {
  since: string;
  until: string;
  bucketMinutes: number;
}

/** Each bucket's start from the one holding `since` to the one holding `until`. */
export function bucketStarts({ since, until, bucketMinutes }: HealthWindowRange): number[] {
  const size = bucketMinutes * 60_000;
  const starts: number[] = [];
  for (
    let time = Math.floor(Date.parse(since) / size) * size;
    time <= Date.parse(until);
    time += size
  ) {
    starts.push(time);
  }
  return starts;
}

const perBucket: Record<
  Exclude<ChartKind, 'sessions' | 'errorRate'>,
  (b: HealthBucket) => number | null
> = {
  fallbacks: (bucket) => bucket.fallbacks,
  lcp: (bucket) => bucket.lcpP75,
  inp: (bucket) => bucket.inpP75,
};

function valuesOf(kind: ChartKind, buckets: HealthBucket[], starts: number[]): (number | null)[] {
  const byStart = new Map(buckets.map((bucket) => [Date.parse(bucket.start), bucket]));
  let sessions = 0;
  let withErrors = 0;
  return starts.map((start) => {
    const bucket = byStart.get(start);
    sessions += bucket?.sessions ?? 0;
    withErrors += bucket?.sessionsWithErrors ?? 0;
    if (kind === 'sessions') return sessions;
    if (kind === 'errorRate') return sessions === 0 ? null : withErrors / sessions;
    if (!bucket) return kind === 'fallbacks' ? 0 : null;
    return perBucket[kind](bucket);
  });
}

export function chartRows(
  kind: ChartKind,
  health: AppHealth,
  charted: readonly ChartedVersion[],
  range: HealthWindowRange,
): ChartRow[] {
  const starts = bucketStarts(range);
  const columns = charted.map(({ version }) => {
    const buckets = health.series.find((entry) => entry.version === version)?.buckets ?? [];
    return [version, valuesOf(kind, buckets, starts)] as const;
  });
  return starts.map((time, index) => {
    const row: ChartRow = { time } as ChartRow;
    for (const [version, values] of columns) row[version] = values[index] ?? null;
    return row;
  });
}

/**
 * Whether a point has no drawn neighbour (a bucket between buckets with nothing, as a canary's
 * first sessions often are): a line draws nothing there, so the chart draws it as a dot.
 */
export function standsAlone(
  points: ReadonlyArray<{ readonly y: number | null }>,
  index: number,
): boolean {
  const drawn = (at: number) => typeof points[at]?.y === 'number';
  return drawn(index) && !drawn(index - 1) && !drawn(index + 1);
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The judge's lines for a chart, from live's totals over the window and its settings. */
export function thresholdsOf(
  kind: ChartKind,
  live: VersionHealth | undefined,
  judge: JudgeThresholds,
): Threshold[] {
  if (kind === 'sessions') {
    return [
      { value: judge.minSessions, label: `promotion needs ${judge.minSessions} on each side` },
      { value: judge.rollbackSessions, label: `clear rollback from ${judge.rollbackSessions}` },
    ];
  }
  if (!live) return [];
  if (kind === 'errorRate') {
    const promote = live.errorRate + judge.errorMargin;
    const rollback = live.errorRate + judge.rollbackErrorMargin;
    return [
      { value: promote, label: `promoted at most ${percent(promote)}` },
      { value: rollback, label: `rolled back above ${percent(rollback)}` },
    ];
  }
  if (kind === 'lcp' || kind === 'inp') {
    const p75 = kind === 'lcp' ? live.lcpP75 : live.inpP75;
    if (p75 === null) return [];
    const allowed = Math.round(p75 + Math.max(p75 * judge.vitalsMargin, judge.vitalsSlackMs));
    return [{ value: allowed, label: `promoted at most ${allowed} ms` }];
  }
  return [];
}

const VERB: Record<LogRow['action'], string> = {
  deploy: 'deployed',
  rollback: 'rolled back',
  promote: 'promoted',
  preview: 'previewed',
  'preview-removed': 'preview removed',
};

/** The decisions on a canary inside the window (promotions, rollbacks), the judge's said so. */
export function marksOf(log: readonly LogRow[], range: HealthWindowRange): Mark[] {
  const [from, to] = [Date.parse(range.since), Date.parse(range.until)];
  return log
    .filter((entry) => entry.action === 'rollback' || entry.action === 'promote')
    .map((entry) => ({ entry, time: Date.parse(entry.at) }))
    .filter(({ time }) => time >= from && time <= to)
    .map(({ entry, time }) => ({
      time,
      label: `${entry.judged ? 'judge ' : ''}${VERB[entry.action]} ${entry.version}`,
    }));
}
