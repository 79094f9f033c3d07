/**
 * `GET /api/health`: the process is alive and answers (liveness). It asks nothing of the database:
 * a load balancer or orchestrator that restarts on a failed health check must not restart every
 * instance because the database is slow. Whether to send traffic here is `/api/ready`'s answer.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const healthAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok'] },
    database: { type: 'string', enum: ['postgres', 'embedded'] },
  },
} as const;

const health: FastifyPluginAsync<{ source?: FastifyInstance }> = async (app, { source = app }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the server process is alive (the database is not asked)',
        response: { 200: healthAnswer },
      },
    },
    async () => ({ status: 'ok', database: source.databaseKind }),
  );
};

export default health;
