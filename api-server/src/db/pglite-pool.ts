/**
 * PGlite behind the small part of node-postgres's Pool that Kysely's PostgresDialect uses, so the
 * embedded database runs the very queries a PostgreSQL server runs. PGlite is one session: a
 * checked-out client holds it until released, so transactions never interleave.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { NotificationSource } from './notifications';
import type { PoolState } from './pool-state';

interface Waiter {
  (): void;
}

export interface PglitePool extends PostgresPool, NotificationSource {
  readonly pglite: PGlite;
  /** Its one session, busy or idle, and the turns waiting for it (for the metrics). */
  state(): PoolState;
}

export function pglitePool(pglite: PGlite): PglitePool {
  let busy = false;
  const waiting: Waiter[] = [];

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (!busy) {
        busy = true;
        resolve();
      } else {
        waiting.push(resolve);
      }
    });

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };

  const client = (): PostgresPoolClient => {
    let released = false;
    const pooled = {
      async query(sql: string, parameters: readonly unknown[]) {
        // Without parameters, the simple protocol runs several statements at once (migrations).
        const result =
          parameters.length === 0
            ? ((await pglite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
            : await pglite.query(sql, parameters.map(portable));
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        } as never;
      },
      release() {
        if (released) return;
        released = true;
        release();
      },
    };
    // Kysely also types a cursor overload of `query`, which it never calls without a cursor.
    return pooled as unknown as PostgresPoolClient;
  };

  /** Runs `work` on the session between transactions, never inside one a client holds. */
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    pglite,
    state: () => ({ total: 1, idle: busy ? 0 : 1, waiting: waiting.length }),
    /**
     * PGlite's own LISTEN: its session receives what it notifies itself, once the transaction
     * commits, so the writes of this process reach its listener as a server's would. The
     * session cannot be lost: `onLost` is never called.
     */
    async listen(channel, onPayload) {
      const unlisten = await exclusive(() => pglite.listen(channel, onPayload));
      return () => exclusive(() => unlisten());
    },
    async connect() {
      await acquire();
      return client();
    },
    async end() {
      await acquire();
      await pglite.close();
    },
  };
}

/** A Date made in another realm (Jest's VM) is not `instanceof Date` for PGlite: send ISO text. */
const portable = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value;

/** node-postgres reports the statement's verb; Kysely reads it to count affected rows. */
function commandOf(sql: string): string {
  return (/^\s*(\w+)/.exec(sql)?.[1] ?? '').toUpperCase();
}
