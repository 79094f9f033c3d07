/**
 * Pages of the mock's lists (`/api/v2`). Every list the mock keeps grows only at its newest end
 * (posts are unshifted; likes, follows, bookmarks and comments are appended) and loses items
 * anywhere. So a cursor names the last item shown by id, with how many items were older than it
 * then: new items never change that count, removals only lower it.
 *
 * - The item is found by looking from that count downwards (it can only have moved that way): the
 *   next page starts right after it. An item removed and added again sits at the newest end, out
 *   of reach, so it is not mistaken for the place (it is new, and shows on a fresh first page).
 * - Should the item have gone meanwhile, the next page starts with the items that were older than
 *   it (the last `older` of the list). That is exact unless older items went too; then some items
 *   already shown come again, but none is ever skipped.
 *
 * A page reads from that place until it has `limit` + 1 items that `keep` accepts: it never
 * copies or serialises the list.
 */
import type { Page } from '@murmur/contract';
import { decodeCursor, pageOf, type PageRequest } from '@murmur/contract';

/** A list seen newest first, whatever order it is stored in. */
export interface NewestFirst<T> {
  length: number;
  /** The item at `index`, 0 being the newest. */
  at(index: number): T;
  idOf(item: T): string;
}

/** A place in a list: the last item shown, and how many items were older than it. */
interface Place {
  id: string;
  older: number;
}

const isPlace = (value: unknown): value is Place => {
  const { id, older } = (
    typeof value === 'object' && value !== null ? value : {}
  ) as Partial<Place>;
  return (
    typeof id === 'string' && typeof older === 'number' && Number.isSafeInteger(older) && older >= 0
  );
};

/** A list stored newest first (the posts). */
export const storedNewestFirst = <T>(
  items: readonly T[],
  idOf: (item: T) => string,
): NewestFirst<T> => ({
  length: items.length,
  at: (index) => items[index] as T,
  idOf,
});

/** A list stored oldest first (likes, follows, bookmarks, comments), read from its end. */
export const storedOldestFirst = <T>(
  items: readonly T[],
  idOf: (item: T) => string,
): NewestFirst<T> => ({
  length: items.length,
  at: (index) => items[items.length - 1 - index] as T,
  idOf,
});

/** Where the page after `place` starts (an index, newest first). */
function startAfter<T>(list: NewestFirst<T>, { id, older }: Place): number {
  const { length } = list;
  for (let count = Math.min(older, length - 1); count >= 0; count -= 1) {
    const index = length - 1 - count;
    if (list.idOf(list.at(index)) === id) return index + 1;
  }
  return Math.max(length - older, 0);
}

export interface PageReading<T, V> {
  /** Whether an item belongs to this list (the home feed keeps the posts of some authors). */
  keep?: (item: T) => boolean;
  view: (item: T) => V;
}

export function readPage<T, V>(
  list: NewestFirst<T>,
  { limit, cursor }: PageRequest,
  { keep = () => true, view }: PageReading<T, V>,
): Page<V> {
  const start = cursor === null ? 0 : startAfter(list, decodeCursor(cursor, isPlace));
  const found: { item: T; index: number }[] = [];
  for (let index = start; index < list.length && found.length <= limit; index += 1) {
    const item = list.at(index);
    if (keep(item)) found.push({ item, index });
  }
  const page = pageOf(found, limit, ({ item, index }): Place => ({
    id: list.idOf(item),
    older: list.length - 1 - index,
  }));
  return { items: page.items.map(({ item }) => view(item)), nextCursor: page.nextCursor };
}
