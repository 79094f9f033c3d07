/**
 * The paginated API under /api/v2 (`@murmur/contract`'s v2 types): pages instead of whole lists,
 * and writes that answer what they changed. The writes are the spec's own (`repositories/`), so
 * the rules, the locks and the §8 messages are the same; only what is read back differs.
 * `app.ts` registers it with one line.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { v2 } from '@murmur/contract';
import auth from './routes/auth';
import me from './routes/me';
import timelines from './routes/timelines';
import users from './routes/users';
import posts from './routes/posts';
import comments from './routes/comments';
import events from './routes/events';

export interface ApiOptions {
  /** Sign-in attempts a client may make per minute. */
  attemptsPerMinute: number;
}

const routes: FastifyPluginAsync<ApiOptions> = async (app, { attemptsPerMinute }) => {
  await app.register(auth, { prefix: '/auth', attemptsPerMinute });
  await app.register(me, { prefix: '/me' });
  await app.register(timelines);
  await app.register(users, { prefix: '/users' });
  await app.register(posts, { prefix: '/posts' });
  await app.register(comments, { prefix: '/posts/:postId/comments' });
  await app.register(events, { prefix: '/events' });
};

// Not encapsulated, so that the shapes are the document's components; the routes keep their prefix.
export default fp<ApiOptions>(
  async (app, options) => {
    for (const shape of v2.SHAPES) app.addSchema(shape);
    await app.register(routes, { ...options, prefix: '/api/v2' });
  },
  { name: 'api-v2' },
);
