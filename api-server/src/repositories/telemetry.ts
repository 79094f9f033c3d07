/**
 * Telemetry reports kept per page session (a ticket) and app version (migrations 006, 009), and
 * the figures an operator and the canary judge read from them.
 *
 * A report holds the session's totals so far, so a row keeps the greater of what it had and what
 * arrives (a report sent twice, or out of order, changes nothing), and a vital keeps its latest
 * measurement. Every vital of the page is kept on each app version the session ran: a version's
 * p75 is the page's, over the sessions that ran it. A session makes at most `rowsPerTicket` rows,
 * whatever app versions its reports name. The figures are read in telemetry-summary.ts.
 */
import { sql } from 'kysely';
import type { TelemetryReportBody } from '@murmur/contract';
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

/** Reports older than the retention go; returns how many rows were deleted. */
export async function forgetOldReports(db: Db, retentionDays: number): Promise<number> {
  const result = await sql`DELETE FROM telemetry_sessions
    WHERE last_seen < now() - (${retentionDays}::integer * interval '1 day')`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
