/**
 * A list request's cursor and limit, and the page a list answers (repositories/shared/keyset.ts
 * says how the rows of a page are read).
 */
import type { Page } from '@murmur/contract';
import { decodeCursor, pageOf, readPageRequest } from '@murmur/contract';
import type { Keyset } from '../../../repositories/shared/keyset';

/** A bigint, as text: what the server's cursors hold. */
const isSeq = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,18}$/.test(value);

/** The `cursor` and `limit` of a list request; a bad one is 400 with the contract's words. */
export function keysetOf(query: unknown): Keyset {
  const { limit, cursor } = readPageRequest((query ?? {}) as Record<string, unknown>);
  return { limit, before: cursor === null ? null : decodeCursor(cursor, isSeq) };
}

/** The page of `rows` (read with `rowsToRead`), each shown as `view` shows it. */
export function pageOfRows<R extends { seq: unknown }, T>(
  rows: R[],
  keyset: Keyset,
  view: (row: R) => T,
): Page<T> {
  const page = pageOf(rows, keyset.limit, (last) => String(last.seq));
  return { items: page.items.map(view), nextCursor: page.nextCursor };
}
