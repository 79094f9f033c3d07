/**
 * The mock's cursors over its stored lists (src/api/v2/paging.ts), without HTTP: what a
 * cursor does when its list changed in ways the shared suite cannot arrange on both backends, and
 * that a page reads only about as many items as it shows.
 */
import { encodeCursor } from '@murmur/contract';
import {
  readPage,
  storedNewestFirst,
  storedOldestFirst,
  type NewestFirst,
} from '../src/api/v2/paging';

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) => `i${from + offset}`);

const byId = (id: string) => id;
const view = (id: string) => id;

/** Items stored oldest first, i1 … i10: newest first they read i10 … i1. */
let stored: string[];
beforeEach(() => {
  stored = ids(1, 10);
});

const page = (cursor: string | null, limit = 3) =>
  readPage(storedOldestFirst(stored, byId), { limit, cursor }, { view });

const remove = (...gone: string[]) => {
  stored = stored.filter((id) => !gone.includes(id));
};

it('reads a list stored oldest first newest first, page after page', () => {
  const first = page(null);
  expect(first.items).toEqual(['i10', 'i9', 'i8']);
  const second = page(first.nextCursor);
  expect(second.items).toEqual(['i7', 'i6', 'i5']);
  const third = page(second.nextCursor);
  expect(third.items).toEqual(['i4', 'i3', 'i2']);
  expect(page(third.nextCursor)).toEqual({ items: ['i1'], nextCursor: null });
});

it('goes on right after the last item shown, whatever was added at the newest end', () => {
  const first = page(null);
  stored.push('i11', 'i12');
  expect(page(first.nextCursor).items).toEqual(['i7', 'i6', 'i5']);
});

it('goes on from the same place when the last item shown was removed', () => {
  const first = page(null);
  remove('i8');
  expect(page(first.nextCursor).items).toEqual(['i7', 'i6', 'i5']);
});

it('goes on from the same place when the next item to show was removed', () => {
  const first = page(null);
  remove('i7');
  expect(page(first.nextCursor).items).toEqual(['i6', 'i5', 'i4']);
});

it('does not take a removed item added again (now the newest) for its place', () => {
  const first = page(null);
  remove('i8');
  stored.push('i8');
  expect(page(first.nextCursor).items).toEqual(['i7', 'i6', 'i5']);
});

it('when the last item shown and older ones went: repeats what it must, never skips', () => {
  const first = page(null);
  remove('i8', 'i2', 'i3');
  // Items older than i8 that remain: i7 … i4, i1. Two older ones went, so two already shown come
  // again: the place can only be told by the count of older items, which the removals lowered.
  expect(page(first.nextCursor, 10).items).toEqual(['i10', 'i9', 'i7', 'i6', 'i5', 'i4', 'i1']);
});

it('survives a list emptied meanwhile, and a cursor from a longer list', () => {
  const first = page(null);
  stored = [];
  expect(page(first.nextCursor)).toEqual({ items: [], nextCursor: null });
  stored = ['only'];
  expect(page(encodeCursor({ id: 'gone', older: 5_000 }))).toEqual({
    items: ['only'],
    nextCursor: null,
  });
});

it('refuses a cursor that names no place', () => {
  for (const position of [
    { id: 'i3' },
    { id: 'i3', older: -1 },
    { id: 3, older: 2 },
    { older: 1.5 },
  ]) {
    expect(() => page(encodeCursor(position))).toThrow(
      expect.objectContaining({ status: 400 }) as Error,
    );
  }
});

describe('at 5,000 items', () => {
  const many = ids(1, 5_000).reverse(); // stored newest first, as the posts are

  /** The list, counting how many items a page asks for. */
  const counted = (): { list: NewestFirst<string>; reads: () => number } => {
    const list = storedNewestFirst(many, byId);
    let reads = 0;
    return {
      list: { ...list, at: (index) => ((reads += 1), list.at(index)) },
      reads: () => reads,
    };
  };

  it('reads about one page of items for a page, deep in the list too', () => {
    const first = counted();
    const opening = readPage(first.list, { limit: 20, cursor: null }, { view });
    expect(first.reads()).toBe(21);

    const deep = encodeCursor({ id: 'i1000', older: 999 });
    const later = counted();
    const page = readPage(later.list, { limit: 20, cursor: deep }, { view });
    expect(page.items[0]).toBe('i999');
    expect(later.reads()).toBeLessThanOrEqual(22);
    expect(opening.items).toHaveLength(20);
  });

  it('with a filter, reads until the page is full and no further', () => {
    const { list, reads } = counted();
    const everyTenth = (id: string) => Number(id.slice(1)) % 10 === 0;
    const { items } = readPage(list, { limit: 5, cursor: null }, { keep: everyTenth, view });
    expect(items).toEqual(['i5000', 'i4990', 'i4980', 'i4970', 'i4960']);
    expect(reads()).toBe(51);
  });
});
