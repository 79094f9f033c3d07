/**
 * The figures an operator, the dashboard and the canary judge read from the telemetry table
 * (telemetry.ts keeps it): per app and version over a window, and the same per bucket of time.
 *
 * Each source (address prefix) counts for at most `perPrefix` sessions of a version, its
 * earliest in the window: every figure is over those, so one network cannot outweigh the others
 * however many tickets it got. The buckets hold exactly the sessions the totals count, each in
 * the bucket it began in (one that began before the window, in the first), so they add up.
 */
import { sql } from 'kysely';
import {
  TELEMETRY_SUMMARY_LIMITS,
  type HealthBucketFigures,
  type VersionHealthFigures,
  type VersionSeriesFigures,
} from '@murmur/contract';
import type { Db } from '../db/database';

interface FiguresRow {
  sessions: string | number;
  sessions_with_errors: string | number;
  prefixes: string | number;
  errors: string | number;
  load_failures: string | number;
  fallbacks: string | number;
  lcp_p75: number | null;
  inp_p75: number | null;
}

interface SummaryRow extends FiguresRow {
  app: string;
  version: string;
}

interface BucketRow extends SummaryRow {
  bucket_start: Date | string;
}

export interface SummaryQuery {
  app?: string;
  /** How far back, in minutes. */
  windowMinutes: number;
  perPrefix: number;
}

const whole = (value: string | number) => Number(value);
const rounded = (value: number | null) => (value === null ? null : Math.round(Number(value)));

const since = (windowMinutes: number) =>
  sql`now() - (${windowMinutes}::integer * interval '1 minute')`;

/** The rows the figures are over: the window's sessions, each prefix's earliest `perPrefix`. */
const counted = ({ app, windowMinutes, perPrefix }: SummaryQuery) => sql`counted AS (
  SELECT * FROM (
    SELECT t.*, row_number() OVER (
      PARTITION BY app, version, source ORDER BY first_seen, session) AS nth
    FROM telemetry_sessions t
    WHERE last_seen >= ${since(windowMinutes)} ${app === undefined ? sql`` : sql`AND app = ${app}`}
  ) ranked
  WHERE nth <= ${perPrefix}::integer
)`;

const FIGURES = sql`
  count(*) AS sessions,
  count(*) FILTER (WHERE errors + load_failures + fallbacks > 0) AS sessions_with_errors,
  count(DISTINCT source) AS prefixes,
  coalesce(sum(errors), 0) AS errors,
  coalesce(sum(load_failures), 0) AS load_failures,
  coalesce(sum(fallbacks), 0) AS fallbacks,
  percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp) AS lcp_p75,
  percentile_cont(0.75) WITHIN GROUP (ORDER BY inp) AS inp_p75`;

function figuresOf(row: FiguresRow): Omit<VersionHealthFigures, 'app' | 'version'> {
  const sessions = whole(row.sessions);
  const withErrors = whole(row.sessions_with_errors);
  return {
    sessions,
    sessionsWithErrors: withErrors,
    prefixes: whole(row.prefixes),
    errorRate: sessions === 0 ? 0 : withErrors / sessions,
    errors: whole(row.errors),
    loadFailures: whole(row.load_failures),
    fallbacks: whole(row.fallbacks),
    lcpP75: rounded(row.lcp_p75),
    inpP75: rounded(row.inp_p75),
  };
}

/** Per app and version, the sessions seen in the window, the most recently seen versions first. */
export async function summarize(db: Db, query: SummaryQuery): Promise<VersionHealthFigures[]> {
  const { rows } = await sql<SummaryRow>`
    WITH ${counted(query)}
    SELECT app, version, ${FIGURES}
    FROM counted
    GROUP BY app, version
    ORDER BY app, max(last_seen) DESC`.execute(db);
  return rows.map((row) => ({ app: row.app, version: row.version, ...figuresOf(row) }));
}

/**
 * One app's figures per bucket of `bucketMinutes` (buckets start at multiples of their size, so
 * a dashboard asking again gets the same buckets), for its most recently seen versions. Only
 * the buckets that hold sessions are answered.
 */
export async function summarizeOverTime(
  db: Db,
  query: SummaryQuery & { app: string; bucketMinutes: number },
): Promise<VersionSeriesFigures[]> {
  const seconds = query.bucketMinutes * 60;
  const { rows } = await sql<BucketRow>`
    WITH ${counted(query)},
    recent AS (
      SELECT version FROM counted GROUP BY version
      ORDER BY max(last_seen) DESC LIMIT ${TELEMETRY_SUMMARY_LIMITS.seriesVersions}::integer
    ),
    bucketed AS (
      SELECT *, to_timestamp(
        floor(extract(epoch FROM greatest(first_seen, ${since(query.windowMinutes)})) / ${seconds}::integer)
        * ${seconds}::integer) AS bucket_start
      FROM counted WHERE version IN (SELECT version FROM recent)
    )
    SELECT app, version, bucket_start, ${FIGURES}
    FROM bucketed
    GROUP BY app, version, bucket_start
    ORDER BY version, bucket_start`.execute(db);
  const byVersion = new Map<string, VersionSeriesFigures>();
  for (const row of rows) {
    const series = byVersion.get(row.version) ?? {
      app: row.app,
      version: row.version,
      buckets: [],
    };
    const bucket: HealthBucketFigures = {
      start: new Date(row.bucket_start).toISOString(),
      ...figuresOf(row),
    };
    series.buckets.push(bucket);
    byVersion.set(row.version, series);
  }
  return [...byVersion.values()];
}
