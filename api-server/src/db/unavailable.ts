/**
 * Which failures mean "the database cannot answer now" rather than "this request is wrong": a
 * statement or lock wait past its timeout, a connection lost, refused or not handed out in time.
 * Those answer 503 with a message (the client may try again), never a 500 or a hang.
 */

export const DATABASE_TOO_SLOW =
  'The server is busy and could not answer in time. Please try again.';
export const DATABASE_UNAVAILABLE =
  'The database is unavailable right now. Please try again in a moment.';

/** PostgreSQL's codes (SQLSTATE) for a request cut short by a limit or a server going away. */
const TOO_SLOW_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
]);
const UNAVAILABLE_CODES = new Set([
  '25P03', // idle_in_transaction_session_timeout: the session was ended
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  // Node's, for the network between.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only (no code). */
const UNAVAILABLE_WORDS = [
  'timeout exceeded when trying to connect', // the pool had no connection to hand out in time
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** The message a request that failed this way answers with (503), or undefined. */
export function databaseUnavailable(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TOO_SLOW_CODES.has(code)) return DATABASE_TOO_SLOW;
    // Class 08: connection exceptions.
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return DATABASE_UNAVAILABLE;
  }
  if (UNAVAILABLE_WORDS.some((words) => error.message.includes(words))) return DATABASE_UNAVAILABLE;
  return undefined;
}
