/**
 * Attempts per client and window, counted in the database so that every instance counts the same
 * attempts: one row per client, its window restarted or its count raised in one atomic statement
 * (two instances counting one client at once queue on the row, and neither count is lost).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface WindowCount {
  /** Attempts in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export async function countAttempt(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    INSERT INTO rate_limit_windows AS w (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN w.window_start + ${window} <= now() THEN now() ELSE w.window_start END,
      hits = CASE WHEN w.window_start + ${window} <= now() THEN 1 ELSE w.hits + 1 END
    RETURNING hits,
      greatest(0, ceil(extract(epoch FROM w.window_start + ${window} - now()) * 1000))::integer
        AS ttl_ms`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('counting an attempt returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** Windows that ended count for nothing; their rows go. */
export async function forgetEndedWindows(db: Db, windowMs: number): Promise<void> {
  await sql`DELETE FROM rate_limit_windows
    WHERE window_start + (${windowMs}::integer * interval '1 millisecond') <= now()`.execute(db);
}
