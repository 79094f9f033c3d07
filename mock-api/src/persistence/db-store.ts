/**
 * Where the mock keeps its Db across reloads: IndexedDB through idb-keyval's default store
 * (database "keyval-store", object store "keyval"), under PERSISTED_DB_KEY. Not local storage:
 * that holds the UI's session, and a demo reset must not log anyone out by accident.
 */
import { del, get, set } from 'idb-keyval';
import type { Db } from '@murmur/contract';

/** Bump the version when the stored shape changes, so an old copy is ignored instead of misread. */
export const PERSISTED_DB_KEY = 'murmur-mock-api/db/v1';

/** The saved demo: the Db, and the seed size it grew from (a copy of another size is not used). */
export interface SavedDemo {
  seedPosts: number;
  db: Db;
}

export interface DbStore {
  load(): Promise<SavedDemo | undefined>;
  save(saved: SavedDemo): Promise<void>;
  clear(): Promise<void>;
}

const isArrayOf = (value: unknown, key: string) =>
  Array.isArray(value) &&
  value.every((item) => typeof (item as Record<string, unknown> | null)?.[key] === 'string');

/** A cheap sanity check: a copy written by another version or by hand is not trusted. */
export function looksLikeDb(value: unknown): value is Db {
  const candidate = value as Partial<Db> | null | undefined;
  return isArrayOf(candidate?.users, 'password') && isArrayOf(candidate?.posts, '_id');
}

function looksLikeSavedDemo(value: unknown): value is SavedDemo {
  const candidate = value as Partial<SavedDemo> | null | undefined;
  return typeof candidate?.seedPosts === 'number' && looksLikeDb(candidate.db);
}

export const indexedDbStore: DbStore = {
  async load() {
    const stored: unknown = await get(PERSISTED_DB_KEY);
    return looksLikeSavedDemo(stored) ? stored : undefined;
  },
  save: (saved) => set(PERSISTED_DB_KEY, saved),
  clear: () => del(PERSISTED_DB_KEY),
};

/** Clears the persisted demo data; the running mock keeps its copy until `reset()` or a reload. */
export function resetDemoData(): Promise<void> {
  return indexedDbStore.clear();
}

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';
