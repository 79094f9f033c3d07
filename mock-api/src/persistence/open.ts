/** Which store a mock in this browser gets: shared across tabs when it can be, else its own. */
import type { Db } from '@murmur/contract';
import { memoryDb, type DbAccess } from './db-access';
import { openDatabase } from './idb';
import { clearSharedDb, openSharedDb } from './shared-db';

export interface BrowserStorage {
  indexedDB: IDBFactory | undefined;
  locks: LockManager | undefined;
}

/** What this page offers (IndexedDB and Web Locks need a secure context: https or localhost). */
export function browserStorage(): BrowserStorage {
  return {
    indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
  };
}

export interface OpenOptions {
  storage: BrowserStorage | undefined;
  seedPosts: number;
  seed: () => Db;
  onChange: () => void;
}

/** The shared copy when IndexedDB opens; otherwise this page's own data in memory, as before. */
export async function openDbAccess({ storage, ...shared }: OpenOptions): Promise<DbAccess> {
  if (!storage?.indexedDB) return memoryDb(shared.seed);
  try {
    const database = await openDatabase(storage.indexedDB);
    return await openSharedDb({ database, locks: storage.locks, ...shared });
  } catch (error) {
    console.warn(
      'Murmur mock API: no saved demo data (IndexedDB failed); starting from the seed.',
      error,
    );
    return memoryDb(shared.seed);
  }
}

/** Deletes the shared demo data; every tab's mock seeds afresh on its next call. */
export async function clearSavedDemo(storage: BrowserStorage = browserStorage()): Promise<void> {
  if (!storage.indexedDB) return;
  const database = await openDatabase(storage.indexedDB);
  try {
    await clearSharedDb(database, storage.locks);
  } finally {
    database.close();
  }
}
