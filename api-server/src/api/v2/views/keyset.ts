/**
 * Keyset pages over the insertion order (`seq`, one sequence for every table): a page is the rows
 * before the cursor's `seq`, newest first, read one past the limit to know whether more follow.
 * A cursor holds the last shown row's `seq`, so rows written while someone pages land before the
 * first page and never shift the pages after it.
 */
import type { Page } from '@murmur/contract';
import { decodeCursor, pageOf, readPageRequest } from '@murmur/contract';

export interface Keyset {
  limit: number;
  /** Rows strictly older than this `seq`; null from the newest. */
  before: string | null;
}

/** A bigint, as text: what the server's cursors hold. */
const isSeq = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,18}$/.test(value);

/** The `cursor` and `limit` of a list request; a bad one is 400 with the contract's words. */
export function keysetOf(query: unknown): Keyset {
  const { limit, cursor } = readPageRequest((query ?? {}) as Record<string, unknown>);
  return { limit, before: cursor === null ? null : decodeCursor(cursor, isSeq) };
}

/** How many rows a page query reads: one past the page says whether there is a next. */
export const rowsToRead = (keyset: Keyset) => keyset.limit + 1;

/** The page of `rows` (read with `rowsToRead`), each shown as `view` shows it. */
export function pageOfRows<R extends { seq: unknown }, T>(
  rows: R[],
  keyset: Keyset,
  view: (row: R) => T,
): Page<T> {
  const page = pageOf(rows, keyset.limit, (last) => String(last.seq));
  return { items: page.items.map(view), nextCursor: page.nextCursor };
}
