/**
 * Telemetry tickets: what a page load is given before it may report (`POST
 * /api/v2/telemetry/ticket`), and what each of its reports carries back. An HS256 JWT, signed
 * with a key of its own derived from the server's secret (a ticket is never a login token, nor
 * the other way round), holding:
 * - `jti`, a random id: the telemetry session, however many reports carry the ticket;
 * - `src`, a keyed hash of the address prefix it was issued to: groups sessions by network in
 *   the judge's figures without keeping any address (the key is the server's: no one can hash the
 *   address space to read it back);
 * - `aud`, the origin of the page it was issued to: a ticket is good on that site only;
 * - `exp`, its end: short-lived, so that a pile of tickets gathered ahead is soon worth nothing.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { HttpError, TELEMETRY_MESSAGES } from '@murmur/contract';

const ALGORITHM = 'HS256';
const TYPE = 'murmur-telemetry-ticket';

export interface TicketClaims {
  /** The telemetry session the ticket is. */
  session: string;
  /** Where it was issued (the keyed hash of the address prefix). */
  source: string;
}

export interface TelemetryTickets {
  issue(origin: string, prefix: string): Promise<{ ticket: string; expiresAt: string }>;
  /** The ticket's claims; a 403 with its message when it is not this site's, or has expired. */
  read(ticket: string, origin: string): Promise<TicketClaims>;
}

const derived = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest();

export function createTelemetryTickets(secret: string, lifetimeMinutes: number): TelemetryTickets {
  const signingKey = derived(secret, 'murmur telemetry tickets: signing');
  const sourceKey = derived(secret, 'murmur telemetry tickets: sources');
  const sourceOf = (prefix: string) =>
    createHmac('sha256', sourceKey).update(prefix).digest('base64url').slice(0, 22);

  return {
    async issue(origin, prefix) {
      const expires = new Date(Date.now() + lifetimeMinutes * 60_000);
      const ticket = await new SignJWT({ src: sourceOf(prefix) })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setJti(randomUUID())
        .setAudience(origin)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(signingKey);
      return { ticket, expiresAt: expires.toISOString() };
    },

    async read(ticket, origin) {
      try {
        const { payload } = await jwtVerify(ticket, signingKey, {
          algorithms: [ALGORITHM],
          typ: TYPE,
          audience: origin,
        });
        if (typeof payload.jti !== 'string' || typeof payload.src !== 'string') throw new Error();
        return { session: payload.jti, source: payload.src };
      } catch {
        throw new HttpError(403, TELEMETRY_MESSAGES.badTicket);
      }
    },
  };
}
