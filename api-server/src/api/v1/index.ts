/**
 * The spec's API under /api (§7): whole lists, wrapped bodies (`postData`, `commentData`,
 * `userData`), writes that answer every post. Its shapes are registered by `$id` for its routes
 * and the OpenAPI document. `app.ts` registers it with one line, and nothing else in the server
 * imports this folder (a test holds that), so removing the API is removing the folder and the line.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { v1 } from '@murmur/contract';
import auth from './routes/auth';
import posts from './routes/posts';
import comments from './routes/comments';
import users from './routes/users';

export interface ApiOptions {
  /** Sign-in attempts a client may make per minute. */
  attemptsPerMinute: number;
  /**
   * How many of the newest posts, comments of a post and users a list answers (the rest are
   * left out); undefined answers them all. Bounded in production (`SPEC_API_LIST_LIMIT`).
   */
  newest?: number;
}

const routes: FastifyPluginAsync<ApiOptions> = async (app, { attemptsPerMinute, newest }) => {
  await app.register(auth, { prefix: '/auth', attemptsPerMinute, newest });
  await app.register(posts, { prefix: '/posts', newest });
  await app.register(comments, { prefix: '/comments', newest });
  await app.register(users, { prefix: '/users', newest });
};

// Not encapsulated, so that the shapes are the document's components; the routes keep their prefix.
export default fp<ApiOptions>(
  async (app, options) => {
    for (const shape of v1.SHAPES) app.addSchema(shape);
    await app.register(routes, { ...options, prefix: '/api' });
  },
  { name: 'api-v1' },
);
