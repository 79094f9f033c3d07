/**
 * `GET /api/v2/events` (`@murmur/contract`'s live events). The answer is a stream, which Fastify
 * neither validates nor serializes: the schema documents the `data:` line of each event, one of
 * six shapes, for the OpenAPI document.
 */
import { v2 } from '@murmur/contract';
import { SIGNED_IN, withErrors } from '../../shared/schemas';

export const eventsSchema = {
  tags: ['v2 events'],
  summary: 'Live events: a stream of server-sent events',
  description: [
    'A `text/event-stream` that stays open. Each event is `event: <type>`, `id: <a number that',
    'grows on this instance>` and `data: <JSON, one of the shapes below>`, then a blank line;',
    '`: ping` every 15 seconds. It starts with `: ping` once the stream is subscribed.',
    'Every viewer gets the post and comment events; a follow goes to the person followed only.',
    'Nothing is replayed on reconnection (`Last-Event-ID` is ignored): re-read the lists.',
    'The stream ends when the token expires and when the server stops; 503 while the instance',
    'cannot hear the database. A user may have a few streams open at once (429 past it) and an',
    'instance a bounded number (503 past it).',
  ].join(' '),
  security: SIGNED_IN,
  response: withErrors({
    200: {
      description: 'The stream; the schema is that of one `data:` line.',
      content: { 'text/event-stream': { schema: { oneOf: [...v2.LIVE_EVENTS] } } },
    },
  }),
} as const;
