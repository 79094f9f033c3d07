/**
 * Reads and writes of the copy every tab shares (layout in `idb.ts`). Each function is one
 * IndexedDB transaction, so a reader sees a write whole or not at all.
 */
import type { Db, StoredUser } from '@murmur/contract';
import type { Post } from '@murmur/contract';
import {
  ALL_STORES,
  BY_REVISION,
  META,
  RECORD_STORES,
  WRITE_OPTIONS,
  committed,
  type RecordStore,
} from './idb';

/** Where a tab stands: which copy (a new one after each seed or reset) and how far it has come. */
export interface Position {
  generation: string;
  revision: number;
}

export interface Head extends Position {
  /** The seed size the copy grew from (a 5,000-post benchmark copy is not the 22-post demo). */
  seedPosts: number;
  /** Revision that last changed each list's order (0: the base's order). */
  orderRevision: Record<RecordStore, number>;
}

interface Base {
  generation: string;
  db: Db;
}

interface StoredRecord<T> {
  id: string;
  rev: number;
  value: T;
}

interface StoredOrder {
  rev: number;
  ids: string[];
}

interface Records {
  posts: Post[];
  users: StoredUser[];
}

/** Records changed after a position, and the new order of a list whose order changed. */
export interface Changes extends Records {
  head: Head;
  order: Partial<Record<RecordStore, string[]>>;
}

export type SinceAnswer =
  | { kind: 'unchanged' }
  | { kind: 'changed'; changes: Changes }
  /** Another copy (reset, reseeded) or none at all: only a whole read will do. */
  | { kind: 'replaced' };

const HEAD_KEY = 'head';
const BASE_KEY = 'base';
const orderKey = (list: RecordStore) => `order/${list}`;

function requestResult<T>(request: IDBRequest, take: (value: T) => void): void {
  request.onsuccess = () => take(request.result as T);
}

/** What changed since `position`, in one transaction (requests issued as the head arrives). */
export async function readSince(database: IDBDatabase, position: Position): Promise<SinceAnswer> {
  const transaction = database.transaction(ALL_STORES, 'readonly');
  let answer: SinceAnswer = { kind: 'unchanged' };
  requestResult<Head | undefined>(transaction.objectStore(META).get(HEAD_KEY), (head) => {
    if (!head || head.generation !== position.generation) {
      answer = { kind: 'replaced' };
      return;
    }
    if (head.revision === position.revision) return;
    const changes: Changes = { head, posts: [], users: [], order: {} };
    answer = { kind: 'changed', changes };
    const newer = IDBKeyRange.lowerBound(position.revision, true);
    for (const list of RECORD_STORES) {
      const index = transaction.objectStore(list).index(BY_REVISION);
      requestResult<StoredRecord<never>[]>(index.getAll(newer), (records) => {
        changes[list] = records.map((record) => record.value);
      });
      if (head.orderRevision[list] > position.revision) {
        requestResult<StoredOrder>(transaction.objectStore(META).get(orderKey(list)), (order) => {
          changes.order[list] = order.ids;
        });
      }
    }
  });
  await committed(transaction);
  return answer;
}

/** The records of `current` with `changed` put in, in `order` when the order changed. */
export function merged<T extends { _id: string }>(
  current: readonly T[],
  changed: readonly T[],
  order: readonly string[] | undefined,
): T[] {
  if (changed.length === 0 && !order) return [...current];
  const byId = new Map(current.map((record) => [record._id, record]));
  for (const record of changed) byId.set(record._id, record);
  return (order ?? current.map((record) => record._id)).flatMap((id) => byId.get(id) ?? []);
}

export function applyChanges(db: Db, changes: Changes): Db {
  return {
    posts: merged(db.posts, changes.posts, changes.order.posts),
    users: merged(db.users, changes.users, changes.order.users),
  };
}

/** The whole shared copy, or undefined when there is none (never seeded, or cleared). */
export async function readAll(database: IDBDatabase): Promise<{ head: Head; db: Db } | undefined> {
  const transaction = database.transaction(ALL_STORES, 'readonly');
  const meta = transaction.objectStore(META);
  let head: Head | undefined;
  let base: Base | undefined;
  const changes: Omit<Changes, 'head'> = { posts: [], users: [], order: {} };
  requestResult<Head | undefined>(meta.get(HEAD_KEY), (value) => (head = value));
  requestResult<Base | undefined>(meta.get(BASE_KEY), (value) => (base = value));
  for (const list of RECORD_STORES) {
    requestResult<StoredRecord<never>[]>(transaction.objectStore(list).getAll(), (records) => {
      changes[list] = records.map((record) => record.value);
    });
    requestResult<StoredOrder | undefined>(meta.get(orderKey(list)), (order) => {
      if (order) changes.order[list] = order.ids;
    });
  }
  await committed(transaction);
  if (!head || !base || base.generation !== head.generation) return undefined;
  return { head, db: applyChanges(base.db, { head, ...changes }) };
}

/** A write: records put or removed, lists whose order changed, and the new head. */
export interface Commit {
  head: Head;
  put: Records;
  removed: Record<RecordStore, string[]>;
  order: Partial<Record<RecordStore, string[]>>;
}

export async function writeChanges(database: IDBDatabase, commit: Commit): Promise<void> {
  const transaction = database.transaction(ALL_STORES, 'readwrite', WRITE_OPTIONS);
  const rev = commit.head.revision;
  const meta = transaction.objectStore(META);
  for (const list of RECORD_STORES) {
    const store = transaction.objectStore(list);
    for (const value of commit.put[list]) store.put({ id: value._id, rev, value });
    for (const id of commit.removed[list]) store.delete(id);
    const ids = commit.order[list];
    if (ids) meta.put({ rev, ids } satisfies StoredOrder, orderKey(list));
  }
  meta.put(commit.head, HEAD_KEY);
  await committed(transaction);
}

/** Replaces the whole copy with `db` as a new base: one value, so a 5,000-post seed stays cheap. */
export async function writeBase(database: IDBDatabase, head: Head, db: Db): Promise<void> {
  const transaction = database.transaction(ALL_STORES, 'readwrite', WRITE_OPTIONS);
  for (const name of ALL_STORES) transaction.objectStore(name).clear();
  transaction.objectStore(META).put({ generation: head.generation, db } satisfies Base, BASE_KEY);
  transaction.objectStore(META).put(head, HEAD_KEY);
  await committed(transaction);
}

/** Drops the whole copy: the next call of any tab seeds a new one. */
export async function clearAll(database: IDBDatabase): Promise<void> {
  const transaction = database.transaction(ALL_STORES, 'readwrite', WRITE_OPTIONS);
  for (const name of ALL_STORES) transaction.objectStore(name).clear();
  await committed(transaction);
}
