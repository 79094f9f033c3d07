/**
 * Attempts per client and sliding window, counted in the database so that every instance counts
 * the same attempts: one row per client, holding the count of its current window and of the one
 * before, moved on or raised in one atomic statement (two instances counting one client at once
 * queue on the row, and neither count is lost).
 *
 * The sliding count is the current window's hits plus the previous window's, weighted by how much
 * of the previous window the last `windowMs` still cover: a client that spends the allowance at the
 * end of one window finds it spent at the start of the next, not renewed.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface WindowCount {
  /** Attempts in the sliding window, this one included. */
  hits: number;
  /** Milliseconds until the current window ends (when the count goes down). */
  ttlMs: number;
}

interface CountRow {
  hits: number;
  previous_hits: number;
  elapsed_ms: number;
}

const windowOf = (windowMs: number) => sql`(${windowMs}::integer * interval '1 millisecond')`;

function slidingCount(row: CountRow | undefined, windowMs: number): WindowCount {
  if (!row) return { hits: 0, ttlMs: 0 };
  const elapsed = Math.min(Math.max(row.elapsed_ms, 0), windowMs);
  const previousWeight = 1 - elapsed / windowMs;
  return {
    hits: row.hits + Math.floor(row.previous_hits * previousWeight),
    ttlMs: windowMs - elapsed,
  };
}

export async function countAttempt(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const window = windowOf(windowMs);
  // Two windows or more since this one began: nothing before counts. One: it becomes the previous.
  const { rows } = await sql<CountRow>`
    INSERT INTO rate_limit_windows AS w (key, window_start, hits, previous_hits, window_ms)
    VALUES (${key}, now(), 1, 0, ${windowMs}::integer)
    ON CONFLICT (key) DO UPDATE SET
      window_ms = ${windowMs}::integer,
      window_start = CASE
        WHEN w.window_start + 2 * ${window} <= now() THEN now()
        WHEN w.window_start + ${window} <= now() THEN w.window_start + ${window}
        ELSE w.window_start END,
      previous_hits = CASE
        WHEN w.window_start + 2 * ${window} <= now() THEN 0
        WHEN w.window_start + ${window} <= now() THEN w.hits
        ELSE w.previous_hits END,
      hits = CASE WHEN w.window_start + ${window} <= now() THEN 1 ELSE w.hits + 1 END
    RETURNING hits, previous_hits,
      floor(extract(epoch FROM now() - window_start) * 1000)::integer AS elapsed_ms`.execute(db);
  if (!rows[0]) throw new Error('counting an attempt returned no row');
  return slidingCount(rows[0], windowMs);
}

/** The sliding count as it stands, without counting an attempt. */
export async function readAttempts(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const window = windowOf(windowMs);
  const { rows } = await sql<CountRow>`
    SELECT
      CASE WHEN window_start + ${window} <= now() THEN 0 ELSE hits END AS hits,
      CASE
        WHEN window_start + 2 * ${window} <= now() THEN 0
        WHEN window_start + ${window} <= now() THEN hits
        ELSE previous_hits END AS previous_hits,
      floor(extract(epoch FROM now() - window_start) * 1000)::integer
        - CASE WHEN window_start + ${window} <= now() THEN ${windowMs}::integer ELSE 0 END
        AS elapsed_ms
    FROM rate_limit_windows WHERE key = ${key}`.execute(db);
  return slidingCount(rows[0], windowMs);
}

/** Rows whose windows both ended count for nothing; they go, each by its own window's length. */
export async function forgetEndedWindows(db: Db): Promise<void> {
  await sql`DELETE FROM rate_limit_windows
    WHERE window_start + 2 * window_ms * interval '1 millisecond' <= now()`.execute(db);
}
