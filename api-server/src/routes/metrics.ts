/** `GET /api/metrics`: the instance's figures in Prometheus' text format (plugins/app/metrics.ts). */
import type { FastifyInstance, FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';

export interface OperatorRouteOptions {
  /** The app whose figures are answered (the management port answers the main app's). */
  source: FastifyInstance;
  /** On the public port, `app.operatorOnly`; none on the management port. */
  guard?: preHandlerAsyncHookHandler;
}

const metrics: FastifyPluginAsync<OperatorRouteOptions> = async (app, { source, guard }) => {
  app.get(
    '/',
    { schema: { hide: true }, preHandler: guard ? [guard] : [] },
    async (_request, reply) => {
      const { contentType, text } = await source.metricsText();
      reply.header('content-type', contentType);
      return text;
    },
  );
};

export default metrics;
