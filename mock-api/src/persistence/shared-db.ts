/**
 * The Db shared by every tab of the origin through IndexedDB. Each call starts from the latest
 * saved data (reading only what other tabs changed since this tab last looked); a write holds the
 * Web Lock `murmur-mock-api/db` from that read until its changes are committed, so two tabs
 * writing at once take turns and neither loses anything. Calls of one tab run one at a time.
 * Should IndexedDB fail later (quota, a newer version of the app upgrading the database), the tab
 * carries on with the data it has, in memory, as a tab without IndexedDB would.
 */
import type { Db } from '@murmur/contract';
import { newId } from '../api/shared/ids';
import { commitOf } from './changed-records';
import type { DbAccess } from './db-access';
import { RECORD_STORES } from './idb';
import {
  applyChanges,
  clearAll,
  readAll,
  readSince,
  writeBase,
  writeChanges,
  type Head,
} from './shared-copy';
import { measureSharedCopy } from './timing';
import { trackChanges } from './track-changes';

export const LOCK_NAME = 'murmur-mock-api/db';

export interface SharedDbOptions {
  database: IDBDatabase;
  /** `navigator.locks`; without it (an old browser, a page over plain http) only this tab is safe. */
  locks: LockManager | undefined;
  seedPosts: number;
  seed: () => Db;
  /** Called after this tab changed the shared data (a write, a seed, a reset). */
  onChange: () => void;
}

/** Runs `critical` while holding the cross-tab lock (when there is one). */
export function underLock<T>(locks: LockManager | undefined, critical: () => Promise<T>) {
  return locks ? (locks.request(LOCK_NAME, critical) as Promise<T>) : critical();
}

export async function openSharedDb(options: SharedDbOptions): Promise<DbAccess> {
  const { database, locks, seed, onChange } = options;
  let db: Db = { posts: [], users: [] };
  /** Where this tab's `db` stands in the saved copy; null: read it whole next time. */
  let head: Head | null = null;
  let inMemoryOnly = false;
  let queue: Promise<unknown> = Promise.resolve();

  /** One call at a time in this tab: a rule never sees records swapped under it. */
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const run = queue.then(step, step);
    queue = run.catch(() => undefined);
    return run;
  };

  /** Runs a step on the saved copy; a failure leaves this tab working in memory from then on. */
  async function onSavedCopy(step: () => Promise<void>): Promise<void> {
    if (inMemoryOnly) return;
    try {
      await step();
    } catch (error) {
      inMemoryOnly = true;
      console.warn(
        'Murmur mock API: the shared demo data failed; this tab carries on alone.',
        error,
      );
    }
  }

  /** Brings `db` up to the saved copy; false when there is no usable copy to come up to. */
  async function catchUp(acceptSeed: (saved: Head) => boolean): Promise<boolean> {
    if (head) {
      const since = await readSince(database, head);
      if (since.kind === 'unchanged') return true;
      if (since.kind === 'changed') {
        db = applyChanges(db, since.changes);
        head = since.changes.head;
        return true;
      }
    }
    const whole = await readAll(database);
    if (!whole || !acceptSeed(whole.head)) return false;
    ({ db, head } = whole);
    return true;
  }

  async function reseed(): Promise<void> {
    const fresh: Head = {
      generation: newId(),
      revision: 0,
      seedPosts: options.seedPosts,
      orderRevision: { posts: 0, users: 0 },
    };
    db = seed();
    head = fresh;
    await writeBase(database, fresh, db);
    onChange();
  }

  /** Up to date, seeding first when there is nothing (or, at start, a copy of another size). */
  const latest = (acceptSeed: (saved: Head) => boolean = () => true) =>
    onSavedCopy(async () => {
      if (await catchUp(acceptSeed)) return;
      await underLock(locks, async () => {
        if (!(await catchUp(acceptSeed))) await reseed();
      });
    });

  async function writeInLock<T>(change: (db: Db) => T | Promise<T>, keep: (result: T) => boolean) {
    const started = performance.now();
    await latest();
    if (inMemoryOnly || !head) return change(db);
    const ruleStarted = performance.now();
    const tracked = await trackChanges(db, change);
    const ruleMs = performance.now() - ruleStarted;
    if (!keep(tracked.result)) {
      // A refused call changes nothing; should a failing rule have changed something half-way,
      // the next call reads the saved copy afresh.
      if (RECORD_STORES.some((list) => tracked.touched[list].size > 0)) head = null;
      return tracked.result;
    }
    const commit = commitOf(db, tracked.db, tracked.touched, head);
    db = tracked.db;
    if (!commit) return tracked.result;
    await onSavedCopy(async () => {
      await writeChanges(database, commit);
      head = commit.head;
      measureSharedCopy('write', started, ruleMs);
      onChange();
    });
    return tracked.result;
  }

  // A newer version of the app upgrading the database: this tab steps aside and works alone.
  database.onversionchange = () => database.close();
  // At start a copy grown from another seed size (a benchmark's 5,000 posts) is replaced.
  await latest((saved) => saved.seedPosts === options.seedPosts);
  if (!head) db = seed();

  return {
    read: (query) =>
      inTurn(async () => {
        const started = performance.now();
        await latest();
        measureSharedCopy('read', started);
        return query(db);
      }),
    write: (change, keep) =>
      inTurn(() =>
        inMemoryOnly
          ? Promise.resolve(change(db))
          : underLock(locks, () => writeInLock(change, keep)),
      ),
    reset: () =>
      inTurn(async () => {
        if (inMemoryOnly) db = seed();
        else await onSavedCopy(() => underLock(locks, reseed));
      }),
    close: () => database.close(),
  };
}

/** Drops the shared copy for every tab; each seeds a new one on its next call. */
export async function clearSharedDb(database: IDBDatabase, locks: LockManager | undefined) {
  await underLock(locks, () => clearAll(database));
}
