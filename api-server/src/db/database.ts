/**
 * Opens the database: PostgreSQL through a node-postgres Pool when DATABASE_URL is set, else the
 * embedded PGlite in the data folder. Either way Kysely's PostgresDialect runs the same SQL.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { postgresNotifications, type NotificationSource } from './notifications';
import { pglitePool } from './pglite-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'postgres' | 'embedded';
  /** LISTEN/NOTIFY: a dedicated connection on PostgreSQL, the one session on PGlite. */
  notifications: NotificationSource;
  /** How many connections are open, idle, and awaited (for the metrics). */
  pool: PoolUse;
  close(): Promise<void>;
}

/** node-postgres's Pool counts, which the embedded pool keeps too. */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** The embedded database's folder; `memory://` keeps it in memory (tests). */
  embeddedDir: string;
  poolSize?: number;
  /** How to open PGlite; tests under Jest's VM pass one made outside it (PGlite imports lazily). */
  createPglite?: (dir: string) => Promise<PGlite>;
}

export async function openDatabase({
  databaseUrl,
  embeddedDir,
  poolSize = 10,
  createPglite = (dir) => PGlite.create(dir),
}: DatabaseOptions): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      notifications: postgresNotifications(databaseUrl),
      pool,
      close: () => db.destroy(),
    };
  }
  if (!embeddedDir.startsWith('memory://'))
    mkdirSync(path.dirname(embeddedDir), { recursive: true });
  const pglite = await createPglite(embeddedDir);
  const pool = pglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'embedded', notifications: pool, pool, close: () => db.destroy() };
}
