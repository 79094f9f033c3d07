/**
 * `GET /api/ready`: whether this instance can serve now (readiness, for a load balancer): the
 * database answers within a second, on a connection of its own (a full pool does not make it
 * wait), and the instance hears its LISTEN channel (else its streams would get no events). 503
 * otherwise, saying which; the instance keeps trying on its own, and answers 200 once both hold.
 * Each answer asks the database on its one probe connection: on the public port only the bearer of
 * the metrics token may ask (a flood would make every instance look unready), on the management
 * port anyone who can reach it (localhost by default).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OperatorRouteOptions } from './metrics';

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

const ready: FastifyPluginAsync<OperatorRouteOptions> = async (app, { source, guard }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Whether this instance can serve: its database answers and it hears live events (the management port, or the METRICS_TOKEN)',
        security: [{ operator: [] }],
        response: { 200: readyAnswer, 503: readyAnswer },
      },
      preHandler: guard ? [guard] : [],
    },
    async (request, reply) => {
      const databaseAnswers = await source.pingDatabase(READY_TIMEOUT_MS).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'not ready: the database does not answer');
          return false;
        },
      );
      const listening = source.liveEvents.listening;
      const isReady = databaseAnswers && listening;
      return reply.code(isReady ? 200 : 503).send({
        status: isReady ? 'ready' : 'unavailable',
        database: source.databaseKind,
        databaseAnswers,
        listening,
      });
    },
  );
};

export default ready;
