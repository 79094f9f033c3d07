/**
 * Whether a request comes from a page of this site: its `Origin` header (which a browser sets on
 * every POST, beacons included, and a page cannot change) names the origin the request was sent
 * to, as this server sees it (`X-Forwarded-Proto` and `X-Forwarded-Host` believed from a trusted
 * proxy, TRUST_PROXY). Rails checks a form's Origin against `request.base_url` the same way. A
 * request without one is refused too: no browser page of this site sends that.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, TELEMETRY_MESSAGES } from '@murmur/contract';

export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** This site's origin; a 403 with its message when the request's page is elsewhere. */
export function requireSameOrigin(request: FastifyRequest): string {
  const own = ownOrigin(request);
  if (request.headers.origin !== own) throw new HttpError(403, TELEMETRY_MESSAGES.otherOrigin);
  return own;
}
