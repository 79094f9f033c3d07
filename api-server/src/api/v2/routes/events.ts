/**
 * `GET /api/v2/events`: the viewer's stream of live events. The token is read from the
 * `authorization` header as on every call (never from the URL, which logs keep); the stream lasts
 * until the client leaves, the token expires, its session ends (logout), or the server stops. A
 * user may hold a few streams (tabs) at once, an address prefix (an IPv4 address, an IPv6 /64) a
 * bounded number whoever signed in, an instance a bounded number in all: past any, the next is
 * refused.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decodeJwt } from 'jose';
import { HttpError, tokenFromHeader } from '@murmur/contract';
import { eventsSchema } from '../schemas/events';
import { openEventStream } from '../../../events/stream';
import { addressPrefix } from '../../../security/address-prefix';

export const LIVE_EVENTS_UNAVAILABLE = 'Live updates are unavailable right now. Please try again.';
export const TOO_MANY_STREAMS = (limit: number) =>
  `You have ${limit} live update streams open already. Close a tab or window and try again.`;
export const TOO_MANY_FROM_CLIENT = (limit: number) =>
  `${limit} live update streams are open from your network already. Close a tab or window and try again.`;
export const INSTANCE_FULL = 'Live updates are at capacity on this server. Please try again later.';

/** When the (already verified) token of the request expires, in ms. */
function expiryOf(authorization: string | undefined): number {
  const { exp } = decodeJwt(tokenFromHeader(authorization));
  return exp === undefined ? Number.POSITIVE_INFINITY : exp * 1000;
}

const events: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    // A HEAD would open a stream only to drop its body.
    { schema: eventsSchema, preValidation: app.signedIn, exposeHeadRoute: false },
    async (request, reply) => {
      const hub = app.liveEvents;
      const limits = app.liveEventLimits;
      if (!hub.listening) throw new HttpError(503, LIVE_EVENTS_UNAVAILABLE);
      // Counted and added in one turn of the event loop (nothing awaits between): exact caps.
      if (hub.countOf(request.me.id) >= limits.perUser) {
        throw new HttpError(429, TOO_MANY_STREAMS(limits.perUser));
      }
      // Many accounts are cheap (sign-up allows 20 a minute): one host is capped as a host too.
      const client = addressPrefix(request.ip);
      if (hub.countOfClient(client) >= limits.perClient) {
        throw new HttpError(429, TOO_MANY_FROM_CLIENT(limits.perClient));
      }
      if (hub.size >= limits.perInstance) throw new HttpError(503, INSTANCE_FULL);
      reply.header('x-request-id', request.id);
      const opened = openEventStream(hub, request, reply, {
        viewerId: request.me.id,
        expiresAt: expiryOf(request.headers.authorization),
        sessionId: request.sessionId,
        client,
      });
      // The client left while it was being signed in: nothing to answer (a status no schema
      // documents, since no client reads it).
      if (!opened) return (reply as FastifyReply).code(204).send();
      return reply;
    },
  );
};

export default events;
