/**
 * Plain SQL migrations (migrations/NNN_name.sql), applied in name order on start, each in its own
 * transaction: one that fails leaves the ones before it applied and itself not at all. A session
 * advisory lock, held across them, lets two instances start against one PostgreSQL at once.
 *
 * A file whose first line is `-- murmur:no-transaction` runs outside a transaction: the one way to
 * build an index on a large table without blocking its writes (`CREATE INDEX CONCURRENTLY` refuses
 * to run in one). Such a file holds that one statement (several statements sent together run as
 * one transaction) and must be safe to run again (`IF NOT EXISTS`), since a crash between it and
 * its record would repeat it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Any fixed number: the key of the advisory lock that serialises start-up work. */
export const STARTUP_LOCK = 727_383_001;
export const NO_TRANSACTION = '-- murmur:no-transaction';

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort();
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.connection().execute(async (session) => {
    // Building an index or waiting for another instance's migrations takes what it takes: the
    // request timeouts of the pool's sessions do not apply here (RESET restores them after).
    await sql`SET statement_timeout = 0`.execute(session);
    await sql`SET lock_timeout = 0`.execute(session);
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(session);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(session);
      const { rows } = await sql<{
        name: string;
      }>`SELECT name FROM schema_migrations`.execute(session);
      const applied = new Set(rows.map((row) => row.name));
      const pending = migrationFiles(dir).filter((name) => !applied.has(name));
      for (const name of pending) {
        const text = readFileSync(path.join(dir, name), 'utf8');
        const record = sql`INSERT INTO schema_migrations (name) VALUES (${name})`;
        if (text.startsWith(NO_TRANSACTION)) {
          await sql.raw(text).execute(session);
          await record.execute(session);
        } else {
          await session.transaction().execute(async (trx) => {
            await sql.raw(text).execute(trx);
            await record.execute(trx);
          });
        }
      }
      return pending;
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(session);
      await sql`RESET statement_timeout`.execute(session);
      await sql`RESET lock_timeout`.execute(session);
    }
  });
}
