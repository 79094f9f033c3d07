/**
 * Opens the database: PostgreSQL through a node-postgres Pool when DATABASE_URL is set, else the
 * embedded PGlite in the data folder. Either way Kysely's PostgresDialect runs the same SQL.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseLimits } from '../config';
import { holdEmbeddedLock } from './embedded-lock';
import { KEEPALIVE, postgresNotifications, type NotificationSource } from './notifications';
import { pglitePool } from './pglite-pool';
import type { PoolState } from './pool-state';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'postgres' | 'embedded';
  /** LISTEN/NOTIFY: a dedicated connection on PostgreSQL, the one session on PGlite. */
  notifications: NotificationSource;
  /** Resolves when the database answers `SELECT 1` within `timeoutMs`, beside the busy pool. */
  ping(timeoutMs: number): Promise<void>;
  /** The pool's connections now (what an operator graphs). */
  poolState(): PoolState;
  close(): Promise<void>;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('The database did not answer in time.')), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** The embedded database's folder; `memory://` keeps it in memory (tests). */
  embeddedDir: string;
  /**
   * The data folder whose lock the embedded database is opened under (the server's and the
   * command-line tools'): taken before it opens, so a second process refuses instead.
   */
  lockDir?: string;
  /**
   * Pool size and timeouts (the server's, from its settings). Without them, no timeouts: the
   * command-line tools seed millions of rows in statements that take minutes.
   */
  limits?: DatabaseLimits;
  /** How to open PGlite; tests under Jest's VM pass one made outside it (PGlite imports lazily). */
  createPglite?: (dir: string) => Promise<PGlite>;
}

export async function openDatabase({
  databaseUrl,
  embeddedDir,
  limits,
  lockDir,
  createPglite = (dir) => PGlite.create(dir),
}: DatabaseOptions): Promise<OpenedDatabase> {
  if (databaseUrl) return openPostgres(databaseUrl, limits);
  if (!embeddedDir.startsWith('memory://'))
    mkdirSync(path.dirname(embeddedDir), { recursive: true });
  // Taken before PGlite opens the folder: a second process must not open it at all.
  const release = lockDir ? holdEmbeddedLock(lockDir) : () => undefined;
  let pglite: PGlite;
  try {
    pglite = await createPglite(embeddedDir);
  } catch (error) {
    release();
    throw error;
  }
  const pool = pglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'embedded',
    notifications: pool,
    ping: (timeoutMs) => withTimeout(sql`SELECT 1`.execute(db), timeoutMs).then(() => undefined),
    // One session, shared by turns.
    poolState: () => pool.state(),
    close: () => db.destroy().finally(release),
  };
}

/**
 * A connection that loses its server (a restart, a cut network) emits 'error'; with no listener
 * that is an uncaught exception and the process dies. The pool listens only on its idle clients,
 * so a client checked out (between the statements of a transaction) gets a listener of its own:
 * its query fails (a 503 for the request) and the pool drops it on release.
 */
function survivesLostConnections(pool: pg.Pool) {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
}

function openPostgres(
  connectionString: string,
  limits: DatabaseLimits | undefined,
): OpenedDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: limits?.poolSize ?? 10,
    ...(limits && {
      // Both connecting and waiting for a free connection of a full pool.
      connectionTimeoutMillis: limits.connectTimeoutMs,
      // Session settings sent when each connection starts (0 would mean none).
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    }),
    ...KEEPALIVE,
  });
  survivesLostConnections(pool);
  // Readiness asks on a connection of its own: a full pool does not delay its answer.
  const probe = new pg.Pool({
    connectionString,
    max: 1,
    connectionTimeoutMillis: 1_000,
    query_timeout: 1_000,
    statement_timeout: 1_000,
    idleTimeoutMillis: 30_000,
    application_name: 'murmur-readiness',
    ...KEEPALIVE,
  });
  survivesLostConnections(probe);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    notifications: postgresNotifications(connectionString),
    ping: (timeoutMs) => withTimeout(probe.query('SELECT 1'), timeoutMs).then(() => undefined),
    poolState: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => Promise.all([db.destroy(), probe.end()]).then(() => undefined),
  };
}
