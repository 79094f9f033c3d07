/** Turns what a rule changed into the smallest write: changed records, removed ids, new orders. */
import type { Db } from '@murmur/contract';
import type { RecordStore } from './idb';
import type { Commit, Head } from './shared-copy';

interface ListChange<T> {
  put: T[];
  removed: string[];
  /** The list's ids in their new order, when the order changed (a record added, removed, moved). */
  order: string[] | undefined;
}

const idsOf = (records: readonly { _id: string }[]) => records.map((record) => record._id);

function listChange<T extends { _id: string }>(
  before: readonly T[],
  after: readonly T[],
  touched: ReadonlySet<string>,
): ListChange<T> {
  const oldIds = idsOf(before);
  const newIds = idsOf(after);
  const known = new Set(oldIds);
  const kept = new Set(newIds);
  const sameOrder =
    oldIds.length === newIds.length && oldIds.every((id, index) => id === newIds[index]);
  return {
    put: after.filter((record) => touched.has(record._id) || !known.has(record._id)),
    removed: oldIds.filter((id) => !kept.has(id)),
    order: sameOrder ? undefined : newIds,
  };
}

const isEmpty = ({ put, removed, order }: ListChange<unknown>) =>
  put.length === 0 && removed.length === 0 && !order;

/** The commit that takes the saved copy from `before` to `after`, or undefined if nothing changed. */
export function commitOf(
  before: Db,
  after: Db,
  touched: Record<RecordStore, ReadonlySet<string>>,
  previous: Head,
): Commit | undefined {
  const posts = listChange(before.posts, after.posts, touched.posts);
  const users = listChange(before.users, after.users, touched.users);
  if (isEmpty(posts) && isEmpty(users)) return undefined;
  const revision = previous.revision + 1;
  const head: Head = {
    ...previous,
    revision,
    orderRevision: {
      posts: posts.order ? revision : previous.orderRevision.posts,
      users: users.order ? revision : previous.orderRevision.users,
    },
  };
  return {
    head,
    put: { posts: posts.put, users: users.put },
    removed: { posts: posts.removed, users: users.removed },
    order: { posts: posts.order, users: users.order },
  };
}
