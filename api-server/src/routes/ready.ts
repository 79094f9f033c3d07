/**
 * `GET /api/ready`: whether this instance can serve now (readiness, for a load balancer): the
 * database answers within a second, on a connection of its own (a full pool does not make it
 * wait), and the instance hears its LISTEN channel (else its streams would get no events). 503
 * otherwise, saying which; the instance keeps trying on its own, and answers 200 once both hold.
 */
import type { FastifyPluginAsync } from 'fastify';

export const READY_TIMEOUT_MS = 1_000;

const readyAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'database', 'databaseAnswers', 'listening'],
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    database: { type: 'string', enum: ['postgres', 'embedded'] },
    databaseAnswers: { type: 'boolean' },
    listening: { type: 'boolean' },
  },
} as const;

const ready: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether this instance can serve: its database answers and it hears live events',
        response: { 200: readyAnswer, 503: readyAnswer },
      },
    },
    async (request, reply) => {
      const databaseAnswers = await app.pingDatabase(READY_TIMEOUT_MS).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'not ready: the database does not answer');
          return false;
        },
      );
      const listening = app.liveEvents.listening;
      const isReady = databaseAnswers && listening;
      return reply.code(isReady ? 200 : 503).send({
        status: isReady ? 'ready' : 'unavailable',
        database: app.databaseKind,
        databaseAnswers,
        listening,
      });
    },
  );
};

export default ready;
