/**
 * Telemetry against the mock: it gives a page load a ticket, as the API server does, and takes
 * only reports carrying one it gave (then drops them: the mock keeps no figures). Its tickets are
 * good for the mock alone; they are kept in memory for their hour, at most `MAX_KEPT` at once.
 */
import {
  HttpError,
  TELEMETRY_MESSAGES,
  badRequest,
  type TelemetryTicketAnswer,
} from '@murmur/contract';

const LIFETIME_MS = 60 * 60_000;
const MAX_KEPT = 1_000;
/** Ticket → when it expires (ms). */
const issued = new Map<string, number>();

const randomPart = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

export function issueTicket(): TelemetryTicketAnswer {
  const now = Date.now();
  for (const [ticket, expires] of issued) if (expires <= now) issued.delete(ticket);
  while (issued.size >= MAX_KEPT) issued.delete(issued.keys().next().value as string);
  // Three dot-separated parts, as the server's signed tickets have.
  const ticket = `mock.${randomPart()}.${randomPart()}`;
  issued.set(ticket, now + LIFETIME_MS);
  return { ticket, expiresAt: new Date(now + LIFETIME_MS).toISOString() };
}

/** A report is taken (and dropped) only with a ticket the mock gave that has not expired. */
export function takeReport(body: unknown): null {
  const ticket = (body as { ticket?: unknown } | null)?.ticket;
  if (typeof ticket !== 'string') throw badRequest(TELEMETRY_MESSAGES.noTicket);
  const expires = issued.get(ticket);
  if (expires === undefined || expires <= Date.now()) {
    throw new HttpError(403, TELEMETRY_MESSAGES.badTicket);
  }
  return null;
}
