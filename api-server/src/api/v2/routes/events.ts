/**
 * `GET /api/v2/events`: the viewer's stream of live events. The token is read from the
 * `authorization` header as on every call (never from the URL, which logs keep); the stream lasts
 * until the client leaves, the token expires, its session ends (logout), or the server stops.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decodeJwt } from 'jose';
import { HttpError } from '@murmur/contract';
import { eventsSchema } from '../schemas/events';
import { openEventStream } from '../../../events/stream';
import { tokenFromHeader } from '../../../security/tokens';

export const LIVE_EVENTS_UNAVAILABLE = 'Live updates are unavailable right now. Please try again.';

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
      if (!app.liveEvents.listening) throw new HttpError(503, LIVE_EVENTS_UNAVAILABLE);
      reply.header('x-request-id', request.id);
      const opened = openEventStream(app.liveEvents, request, reply, {
        viewerId: request.me.id,
        expiresAt: expiryOf(request.headers.authorization),
        sessionId: request.sessionId,
      });
      // The client left while it was being signed in: nothing to answer (a status no schema
      // documents, since no client reads it).
      if (!opened) return (reply as FastifyReply).code(204).send();
      return reply;
    },
  );
};

export default events;
