/** `GET /api/docs`: the OpenAPI document of every route, generated from their schemas. */
import type { FastifyPluginAsync } from 'fastify';

const docs: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { hide: true } }, async () => app.swagger());
};

export default docs;
