/**
 * Pages of the paginated API (`/api/v2`, see `v2/types.ts`): the `limit` and
 * `cursor` of a list request, read the same way by the mock and the server. A cursor is opaque to
 * clients: base64url of a small JSON value that only the backend that wrote it reads back (the
 * server keeps a position in its insertion order, the mock the id of the last item shown).
 */
import { MOCK_MESSAGES, badRequest } from './errors';

export const PAGE_LIMIT = { default: 20, max: 100 } as const;

export interface PageRequest {
  limit: number;
  cursor: string | null;
}

/** `limit`: a whole number from 1 to 100, default 20; `cursor`: absent, empty or a cursor. */
export function readPageRequest(query: { limit?: unknown; cursor?: unknown }): PageRequest {
  return { limit: readLimit(query.limit), cursor: readCursorText(query.cursor) };
}

function readLimit(value: unknown): number {
  if (value === undefined || value === '') return PAGE_LIMIT.default;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,3}$/.test(text)) throw badRequest(MOCK_MESSAGES.badLimit);
  const limit = Number(text);
  if (limit < 1 || limit > PAGE_LIMIT.max) throw badRequest(MOCK_MESSAGES.badLimit);
  return limit;
}

function readCursorText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(MOCK_MESSAGES.badCursor);
  return value;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(cursor: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badRequest(MOCK_MESSAGES.badCursor);
  const base64 = cursor.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(MOCK_MESSAGES.badCursor);
  }
}

/** A cursor for `position`, a small JSON value of the backend's own. */
export function encodeCursor(position: unknown): string {
  return toBase64Url(JSON.stringify(position));
}

/** The position a cursor holds, when `isPosition` accepts it; anything else is 400. */
export function decodeCursor<T>(cursor: string, isPosition: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(cursor));
  } catch {
    throw badRequest(MOCK_MESSAGES.badCursor);
  }
  if (!isPosition(value)) throw badRequest(MOCK_MESSAGES.badCursor);
  return value;
}

/** The page of `items` (read one past `limit`): the extra one says whether there is a next page. */
export function pageOf<T, P>(
  items: T[],
  limit: number,
  positionOf: (last: T) => P,
): { items: T[]; nextCursor: string | null } {
  if (items.length <= limit) return { items, nextCursor: null };
  const shown = items.slice(0, limit);
  return { items: shown, nextCursor: encodeCursor(positionOf(shown[shown.length - 1] as T)) };
}
