/**
 * `GET /api/v2/events` (`@murmur/core/src/types/events.ts`). The answer is a stream, which Fastify
 * neither validates nor serializes: the schema documents the `data:` line of each event, one of
 * six shapes, for the OpenAPI document.
 */
import { TOKEN, withErrors } from './shapes';

const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;

const event = (type: string, description: string, properties: Record<string, object>) => ({
  type: 'object',
  description,
  additionalProperties: false,
  required: ['type', ...Object.keys(properties)],
  properties: { type: { const: type }, ...properties },
});

const EVENT_DATA = [
  event('post.created', 'Someone published a post.', { postId: text, authorId: text }),
  event('post.deleted', 'A post was deleted (its comments went with it).', { postId: text }),
  event('post.counted', "A post's like or comment count changed.", {
    postId: text,
    likeCount: count,
    commentCount: count,
  }),
  event('comment.created', 'A comment was added.', { postId: text, commentId: text }),
  event('comment.deleted', 'A comment was deleted.', { postId: text, commentId: text }),
  event('user.followed', 'Someone followed or unfollowed the viewer (sent to them only).', {
    followerId: text,
    followeeId: text,
    following: { type: 'boolean' },
    followerCount: count,
  }),
];

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
    'cannot hear the database.',
  ].join(' '),
  security: TOKEN,
  response: withErrors({
    200: {
      description: 'The stream; the schema is that of one `data:` line.',
      content: { 'text/event-stream': { schema: { oneOf: EVENT_DATA } } },
    },
  }),
} as const;
