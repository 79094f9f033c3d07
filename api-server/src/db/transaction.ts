/**
 * Every write is one transaction. PostgreSQL may abort one of two transactions that wait on each
 * other (deadlock, serialization failure); such a write is retried rather than answered with 500.
 */
import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

export async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';
