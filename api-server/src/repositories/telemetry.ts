/**
 * Telemetry reports kept per page session and app version (migration 006), and the figures an
 * operator and the canary judge read from them.
 *
 * A report holds the session's totals so far, so a row keeps the greater of what it had and what
 * arrives (a report sent twice, or out of order, changes nothing), and a vital keeps its latest
 * measurement. Every vital of the page is kept on each app version the session ran: a version's
 * p75 is the page's, over the sessions that ran it.
 */
import { sql } from 'kysely';
import type { TelemetryReportBody, VersionHealthFigures } from '@murmur/contract';
import type { Db } from '../db/database';

export async function recordReport(db: Db, report: TelemetryReportBody): Promise<void> {
  const { session, bucket, route, vitals } = report;
  // One row per app version: a page that names one twice is counted once, with its larger counts.
  const apps = new Map<string, TelemetryReportBody['apps'][number]>();
  for (const entry of report.apps) {
    const key = `${entry.app}\u0000${entry.version}`;
    const seen = apps.get(key);
    apps.set(
      key,
      seen
        ? {
            ...entry,
            errors: Math.max(seen.errors, entry.errors),
            loadFailures: Math.max(seen.loadFailures, entry.loadFailures),
            fallbacks: Math.max(seen.fallbacks, entry.fallbacks),
          }
        : entry,
    );
  }
  const rows = [...apps.values()].map(
    (entry) =>
      sql`(${session}, ${entry.app}, ${entry.version}, ${bucket}, ${route}, ${entry.errors},
        ${entry.loadFailures}, ${entry.fallbacks}, ${vitals.LCP ?? null}::double precision,
        ${vitals.INP ?? null}::double precision, ${vitals.CLS ?? null}::double precision,
        ${vitals.TTFB ?? null}::double precision)`,
  );
  await sql`
    INSERT INTO telemetry_sessions AS t
      (session, app, version, bucket, route, errors, load_failures, fallbacks, lcp, inp, cls, ttfb)
    VALUES ${sql.join(rows)}
    ON CONFLICT (session, app, version) DO UPDATE SET
      route = excluded.route,
      errors = GREATEST(t.errors, excluded.errors),
      load_failures = GREATEST(t.load_failures, excluded.load_failures),
      fallbacks = GREATEST(t.fallbacks, excluded.fallbacks),
      lcp = COALESCE(excluded.lcp, t.lcp),
      inp = COALESCE(excluded.inp, t.inp),
      cls = COALESCE(excluded.cls, t.cls),
      ttfb = COALESCE(excluded.ttfb, t.ttfb),
      last_seen = now()`.execute(db);
}

interface SummaryRow {
  app: string;
  version: string;
  sessions: string | number;
  sessions_with_errors: string | number;
  errors: string | number;
  load_failures: string | number;
  fallbacks: string | number;
  lcp_p75: number | null;
  inp_p75: number | null;
}

const whole = (value: string | number) => Number(value);
const rounded = (value: number | null) => (value === null ? null : Math.round(Number(value)));

/** Per app and version, the sessions seen in the last `hours`; newest versions first. */
export async function summarize(
  db: Db,
  { app, hours }: { app?: string; hours: number },
): Promise<VersionHealthFigures[]> {
  const since = sql`now() - (${hours}::integer * interval '1 hour')`;
  const { rows } = await sql<SummaryRow>`
    SELECT app, version,
      count(*) AS sessions,
      count(*) FILTER (WHERE errors + load_failures + fallbacks > 0) AS sessions_with_errors,
      coalesce(sum(errors), 0) AS errors,
      coalesce(sum(load_failures), 0) AS load_failures,
      coalesce(sum(fallbacks), 0) AS fallbacks,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp) AS lcp_p75,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY inp) AS inp_p75
    FROM telemetry_sessions
    WHERE last_seen >= ${since} ${app === undefined ? sql`` : sql`AND app = ${app}`}
    GROUP BY app, version
    ORDER BY app, max(last_seen) DESC`.execute(db);
  return rows.map((row) => {
    const sessions = whole(row.sessions);
    const withErrors = whole(row.sessions_with_errors);
    return {
      app: row.app,
      version: row.version,
      sessions,
      sessionsWithErrors: withErrors,
      errorRate: sessions === 0 ? 0 : withErrors / sessions,
      errors: whole(row.errors),
      loadFailures: whole(row.load_failures),
      fallbacks: whole(row.fallbacks),
      lcpP75: rounded(row.lcp_p75),
      inpP75: rounded(row.inp_p75),
    };
  });
}

/** Reports older than the retention go; returns how many rows were deleted. */
export async function forgetOldReports(db: Db, retentionDays: number): Promise<number> {
  const result = await sql`DELETE FROM telemetry_sessions
    WHERE last_seen < now() - (${retentionDays}::integer * interval '1 day')`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
