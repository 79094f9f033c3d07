/**
 * `POST /api/testing/reset`: back to the seed. Registered only for test runs (MURMUR_ALLOW_RESET=1,
 * refused in production), so contract tests and browser journeys start each test from the seed.
 */
import type { FastifyPluginAsync } from 'fastify';
import { resetToSeed } from '../db/seed';

const testing: FastifyPluginAsync<{ seedPosts?: number }> = async (app, { seedPosts }) => {
  app.post('/reset', { schema: { hide: true } }, async (_request, reply) => {
    await resetToSeed(app.db, { postCount: seedPosts });
    return reply.code(204).send();
  });
};

export default testing;
