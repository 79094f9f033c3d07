/**
 * Keyset pages over the insertion order (`seq`, one sequence for every table): a page is the rows
 * before the cursor's `seq`, newest first, read one past the limit to know whether more follow.
 * A cursor holds the last shown row's `seq`, so rows written while someone pages land before the
 * first page and never shift the pages after it. The request's cursor is read by the API
 * (api/v2/views/keyset.ts); this is what a query makes of it.
 */
export interface Keyset {
  limit: number;
  /** Rows strictly older than this `seq`; null from the newest. */
  before: string | null;
}

/** How many rows a page query reads: one past the page says whether there is a next. */
export const rowsToRead = (keyset: Keyset) => keyset.limit + 1;
