/**
 * The ticket this page load's reports carry (docs/releases.md, "What telemetry the judge trusts"):
 * asked once, as the page starts, from the API this page talks to; a report is sent only with a
 * ticket that has not expired. Without one (the API refused or is not there) the page reports
 * nothing: a report without a ticket would be refused anyway.
 */
import { TICKET_URL } from './telemetrySettings';

export interface TelemetryTicket {
  ticket: string;
  /** ISO 8601: after this the server refuses its reports. */
  expiresAt: string;
}

const isTicket = (value: unknown): value is TelemetryTicket =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TelemetryTicket).ticket === 'string' &&
  typeof (value as TelemetryTicket).expiresAt === 'string';

export type TicketFetch = (url: string, init: RequestInit) => Promise<Response>;

export async function askForTicket(
  fetchTicket: TicketFetch = (url, init) => fetch(url, init),
): Promise<TelemetryTicket | null> {
  try {
    const response = await fetchTicket(TICKET_URL, {
      method: 'POST',
      credentials: 'same-origin',
      // Not on the first screen's way: the browser sends it after what the page needs.
      priority: 'low',
    } as RequestInit);
    if (response.status !== 201) return null;
    const body: unknown = await response.json();
    return isTicket(body) ? body : null;
  } catch {
    return null;
  }
}

export const isValidNow = (
  ticket: TelemetryTicket | null,
  now = Date.now(),
): ticket is TelemetryTicket => ticket !== null && Date.parse(ticket.expiresAt) > now;
