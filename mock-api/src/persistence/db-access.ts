/** How the Mirage adapter reaches the data: reads and writes, each run as one step. */
import type { Db } from '@murmur/contract';

export interface DbAccess {
  /** Runs `query` on the latest data. */
  read<T>(query: (db: Db) => T | Promise<T>): Promise<T>;
  /**
   * Runs `change` on the latest data and keeps what it changed when `keep(result)` holds; a
   * refused call changes nothing.
   */
  write<T>(change: (db: Db) => T | Promise<T>, keep: (result: T) => boolean): Promise<T>;
  /** Back to a fresh seed (for every tab, where the data is shared). */
  reset(): Promise<void>;
  close(): void;
}

/**
 * The data of this page alone, in memory: tests, and browsers without IndexedDB. Writes run one
 * at a time, as in the shared copy, so what a write announces is what it did (see answer.ts).
 */
export function memoryDb(seed: () => Db, db: Db = seed()): DbAccess {
  let current = db;
  let writes: Promise<unknown> = Promise.resolve();
  return {
    read: async (query) => query(current),
    write(change) {
      const run = writes.then(() => change(current));
      writes = run.catch(() => undefined);
      return run;
    },
    async reset() {
      current = seed();
    },
    close() {},
  };
}
