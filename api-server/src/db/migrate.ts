/**
 * Plain SQL migrations (migrations/NNN_name.sql), applied in name order on start, each in its own
 * transaction. An advisory lock lets two instances start against one PostgreSQL at once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Any fixed number: the key of the advisory lock that serialises start-up work. */
export const STARTUP_LOCK = 727_383_001;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort();
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(trx);
    const applied = new Set(rows.map((row) => row.name));
    const pending = migrationFiles(dir).filter((name) => !applied.has(name));
    for (const name of pending) {
      await sql.raw(readFileSync(path.join(dir, name), 'utf8')).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(trx);
    }
    return pending;
  });
}
