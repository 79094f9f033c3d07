/**
 * Telemetry reports kept per page session (a ticket) and app version (migrations 006, 009), and
 * the figures an operator and the canary judge read from them.
 *
 * A report holds the session's totals so far, so a row keeps the greater of what it had and what
 * arrives (a report sent twice, or out of order, changes nothing), and a vital keeps its latest
 * measurement. Every vital of the page is kept on each app version the session ran: a version's
 * p75 is the page's, over the sessions that ran it. A session makes at most `rowsPerTicket` rows,
 * whatever app versions its reports name.
 */
import { sql } from 'kysely';
import type { TelemetryReportBody, VersionHealthFigures } from '@murmur/contract';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';

export interface ReportOrigin {
  /** The ticket's id: the session. */
  session: string;
  /** Where the ticket was issued (a keyed hash of the address prefix). */
  source: string;
  rowsPerTicket: number;
}

export async function recordReport(
  db: Db,
  report: TelemetryReportBody,
  { session, source, rowsPerTicket }: ReportOrigin,
): Promise<void> {
  const { bucket, route, vitals } = report;
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
  await inTransaction(db, async (trx) => {
    // Reports of one ticket take turns: the count of its rows below is then exact.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${session}))`.execute(trx);
    const { rows: had } = await sql<{ app: string; version: string }>`
      SELECT app, version FROM telemetry_sessions WHERE session = ${session}`.execute(trx);
    const known = new Set(had.map((row) => `${row.app}\u0000${row.version}`));
    let room = rowsPerTicket - known.size;
    const kept = [...apps.entries()].filter(([key]) => known.has(key) || room-- > 0);
    if (kept.length === 0) return;
    const rows = kept.map(
      ([, entry]) =>
        sql`(${session}, ${source}, ${entry.app}, ${entry.version}, ${bucket}, ${route},
          ${entry.errors}, ${entry.loadFailures}, ${entry.fallbacks},
          ${vitals.LCP ?? null}::double precision, ${vitals.INP ?? null}::double precision,
          ${vitals.CLS ?? null}::double precision, ${vitals.TTFB ?? null}::double precision)`,
    );
    await upsertRows(trx, rows);
  });
}

async function upsertRows(db: Db, rows: ReturnType<typeof sql>[]): Promise<void> {
  await sql`
    INSERT INTO telemetry_sessions AS t
      (session, source, app, version, bucket, route, errors, load_failures, fallbacks,
       lcp, inp, cls, ttfb)
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
  prefixes: string | number;
  errors: string | number;
  load_failures: string | number;
  fallbacks: string | number;
  lcp_p75: number | null;
  inp_p75: number | null;
}

const whole = (value: string | number) => Number(value);
const rounded = (value: number | null) => (value === null ? null : Math.round(Number(value)));

/**
 * Per app and version, the sessions seen in the last `hours`, newest versions first. Each source
 * (address prefix) counts for at most `perPrefix` sessions of a version, its earliest: every
 * figure is over those, so one network cannot outweigh the others however many tickets it got.
 */
export async function summarize(
  db: Db,
  { app, hours, perPrefix }: { app?: string; hours: number; perPrefix: number },
): Promise<VersionHealthFigures[]> {
  const since = sql`now() - (${hours}::integer * interval '1 hour')`;
  const { rows } = await sql<SummaryRow>`
    WITH counted AS (
      SELECT * FROM (
        SELECT t.*, row_number() OVER (
          PARTITION BY app, version, source ORDER BY first_seen, session) AS nth
        FROM telemetry_sessions t
        WHERE last_seen >= ${since} ${app === undefined ? sql`` : sql`AND app = ${app}`}
      ) ranked
      WHERE nth <= ${perPrefix}::integer
    )
    SELECT app, version,
      count(*) AS sessions,
      count(*) FILTER (WHERE errors + load_failures + fallbacks > 0) AS sessions_with_errors,
      count(DISTINCT source) AS prefixes,
      coalesce(sum(errors), 0) AS errors,
      coalesce(sum(load_failures), 0) AS load_failures,
      coalesce(sum(fallbacks), 0) AS fallbacks,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp) AS lcp_p75,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY inp) AS inp_p75
    FROM counted
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
      prefixes: whole(row.prefixes),
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
