/**
 * The mock's IndexedDB database and promise helpers over its events. Layout (see README,
 * "Across tabs"): `meta` holds the head (which copy, how far it has come) and the base (the whole
 * Db as it was seeded, one value); `posts` and `users` hold every record changed since the base,
 * each stamped with the revision that wrote it and indexed by it, so a tab reads only what is new.
 */
export const DATABASE_NAME = 'murmur-mock-api';
const DATABASE_VERSION = 1;

export const META = 'meta';
export const RECORD_STORES = ['posts', 'users'] as const;
export type RecordStore = (typeof RECORD_STORES)[number];
export const ALL_STORES = [META, ...RECORD_STORES];
export const BY_REVISION = 'rev';

export function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE_NAME, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      database.createObjectStore(META);
      for (const name of RECORD_STORES) {
        database.createObjectStore(name, { keyPath: 'id' }).createIndex(BY_REVISION, 'rev');
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
  });
}

/** Resolves when the transaction has committed; rejects when it fails or is aborted. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    const failed = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = failed;
    transaction.onabort = failed;
  });
}

/** Demo data can lose its last write in a power cut; it must not wait for the disk on every like. */
export const WRITE_OPTIONS: IDBTransactionOptions = { durability: 'relaxed' };
