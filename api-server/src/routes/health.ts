/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

const healthAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable'] },
    database: { type: 'string', enum: ['postgres', 'embedded'] },
  },
} as const;

const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.db);
        return { status: 'ok', database: app.databaseKind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ status: 'unavailable', database: app.databaseKind });
      }
    },
  );
};

export default health;
