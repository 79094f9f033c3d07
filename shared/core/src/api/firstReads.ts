/**
 * The answers a page's shell asked for before the app started: the first reads its route
 * declares (`reads` in a remote's routes.ts; the shell's shell/src/firstReads/), each by URL and
 * the token it was sent with. The page's first call for one of them takes that answer instead of
 * asking again, once; a read the shell could not make leaves the call to ask itself.
 *
 * The shell's entry runs before any shared module (this one included) can load, so the two meet
 * on a global (the contract's page marks), as the page's chunk pinning does.
 */
import { FIRST_READS_GLOBAL } from '@murmur/contract';

export { FIRST_READS_GLOBAL };

/** A first read's answer, or null when the shell could not ask (the call then asks itself). */
export type FirstRead = Promise<Response | null>;

/** How a first read is found: its URL (`/api/v2/...`) and the token it carries. */
export const firstReadKey = (url: string, token: string | undefined) => `${url} ${token ?? ''}`;

function firstReads(): Map<string, FirstRead> | null {
  const reads = (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
  return reads instanceof Map ? (reads as Map<string, FirstRead>) : null;
}

/** The answer the shell already asked for, taken (once); undefined when it asked for none. */
export function takeFirstRead(url: string, token: string | undefined): FirstRead | undefined {
  const reads = firstReads();
  const key = firstReadKey(url, token);
  const read = reads?.get(key);
  if (read) reads?.delete(key);
  return read;
}
