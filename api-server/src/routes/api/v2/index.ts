/**
 * The paginated API under /api/v2 (`shared/contract/src/v2/types.ts`): pages instead of whole lists,
 * and writes that answer what they changed. The writes are the contract's own (`repositories/`),
 * so the rules, the locks and the §8 messages are the same; only what is read back differs.
 */
import type { FastifyPluginAsync } from 'fastify';
import auth from './auth';
import me from './me';
import timelines from './timelines';
import users from './users';
import posts from './posts';
import comments from './comments';
import events from './events';

const v2: FastifyPluginAsync<{ attemptsPerMinute: number }> = async (
  app,
  { attemptsPerMinute },
) => {
  await app.register(auth, { prefix: '/auth', attemptsPerMinute });
  await app.register(me, { prefix: '/me' });
  await app.register(timelines);
  await app.register(users, { prefix: '/users' });
  await app.register(posts, { prefix: '/posts' });
  await app.register(comments, { prefix: '/posts/:postId/comments' });
  await app.register(events, { prefix: '/events' });
};

export default v2;
