/**
 * The management port: a second listener of the same process, for what only the operator's tools
 * read: readiness (`/api/ready`), metrics (`/api/metrics`), the telemetry summary
 * (`/api/v2/telemetry/summary`) and liveness (`/api/health`). It answers without a token, so it
 * listens where only they can reach it: `MANAGEMENT_HOST`, localhost by default (an orchestrator's
 * probes and Prometheus on the same host or pod). Mastodon's metrics exporter and GitLab's
 * monitoring endpoints are kept off the public side the same way. It is built with the app and
 * listens only when `MANAGEMENT_PORT` is set (`server.ts`); tests call `app.management.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { common } from '@murmur/contract';
import errors from './plugins/app/errors';
import healthRoutes from './routes/health';
import readyRoutes from './routes/ready';
import metricsRoutes from './routes/metrics';
import telemetrySummary from './api/v2/routes/telemetry-summary';

declare module 'fastify' {
  interface FastifyInstance {
    /** The management listener's app (not listening until `server.ts` asks it to). */
    management: FastifyInstance;
  }
}

export async function buildManagementApp(source: FastifyInstance): Promise<FastifyInstance> {
  const management = Fastify({
    loggerInstance: source.log.child({ listener: 'management' }),
    genReqId: () => randomUUID(),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  management.addSchema(common.ErrorBody);
  await management.register(errors);
  await management.register(healthRoutes, { prefix: '/api/health', source });
  await management.register(readyRoutes, { prefix: '/api/ready', source });
  await management.register(metricsRoutes, { prefix: '/api/metrics', source });
  await management.register(telemetrySummary, { prefix: '/api/v2/telemetry', source });
  await management.ready();
  return management;
}
