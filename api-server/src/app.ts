/**
 * The Murmur API as a Fastify app: plugins first (one library each), then each API with one line
 * (the spec's under /api, the paginated one under /api/v2), then health, docs and testing. `buildApp` starts nothing: `server.ts` listens, tests call `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { ServerConfig } from './config';
import type { DatabaseOptions } from './db/database';
import { developmentSecret } from './security/secret';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import database from './plugins/app/database';
import auth from './plugins/app/auth';
import errors from './plugins/app/errors';
import metrics from './plugins/app/metrics';
import operatorAccess from './plugins/app/operator-access';
import liveEvents from './plugins/app/live-events';
import sessionStreams from './plugins/app/session-streams';
import sessionSweep from './plugins/app/session-sweep';
import silentConnections from './plugins/app/silent-connections';
import { common } from '@murmur/contract';
import apiV1 from './api/v1';
import apiV2 from './api/v2';
import telemetryRoutes from './api/v2/routes/telemetry';
import healthRoutes from './routes/health';
import readyRoutes from './routes/ready';
import metricsRoutes from './routes/metrics';
import telemetrySummary from './api/v2/routes/telemetry-summary';
import { buildManagementApp } from './management';
import docsRoutes from './routes/docs';
import testingRoutes from './routes/testing';

/** Every bounded body fits many times over, even in 4-byte characters; a megabyte does not. */
export const BODY_LIMIT_BYTES = 512 * 1024;

export interface AppOptions extends ServerConfig {
  /** `memory://` for a throwaway embedded database (tests); else `<dataDir>/pglite`. */
  embeddedDir?: string;
  /** How many posts an empty database is seeded with (the benchmark seeds 5,000). */
  seedPosts?: number;
  /** See DatabaseOptions.createPglite (tests only). */
  createPglite?: DatabaseOptions['createPglite'];
  /** How often event streams get a heartbeat (tests shorten it); 15 s by default. */
  heartbeatMs?: number;
  /** How often the sessions of open event streams are checked (tests shorten it); 5 s by default. */
  sessionCheckMs?: number;
  /** Pino options, or false for no log (tests). */
  logger?: boolean | object;
}

export const embeddedDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: options.logLevel,
      // Nothing secret is logged by default (no headers, no bodies); these would be if it changed.
      redact: ['req.headers.authorization', 'req.body.password', '*.password', '*.password_hash'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Opening the embedded database compiles PostgreSQL's WASM: seconds on a busy machine.
    pluginTimeout: 120_000,
    requestIdHeader: false,
    trustProxy: options.trustProxy,
    // A client that trickles its request in holds a connection: it gets this long in all.
    requestTimeout: options.requestTimeoutMs,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const secret = options.jwtSecret ?? developmentSecret(options.dataDir);
  app.addSchema(common.ErrorBody);

  // First, so that its preClose runs before the others wait for anything.
  await app.register(silentConnections);
  await app.register(helmet);
  await app.register(swagger);
  await app.register(errors);
  await app.register(database, {
    databaseUrl: options.databaseUrl,
    embeddedDir: options.embeddedDir ?? embeddedDirOf(options.dataDir),
    lockDir: options.dataDir,
    seedPosts: options.seedPosts,
    demoData: options.demoData,
    production: options.production,
    allowReset: options.allowReset,
    createPglite: options.createPglite,
    limits: options.database,
  });
  // Its counts are kept in the database, shared by every instance.
  await app.register(rateLimit, { limits: options.rateLimits });
  await app.register(auth, {
    secret,
    sessionIdleDays: options.sessionIdleDays,
    sessionsPerUser: options.sessionsPerUser,
  });
  await app.register(sessionSweep, { sessionIdleDays: options.sessionIdleDays });
  await app.register(metrics);
  await app.register(operatorAccess, { token: options.metricsToken });
  await app.register(liveEvents, {
    heartbeatMs: options.heartbeatMs,
    streamsPerUser: options.streamsPerUser,
    streamsPerClient: options.streamsPerClient,
    streamsPerInstance: options.streamsPerInstance,
  });
  await app.register(sessionStreams, {
    sessionIdleDays: options.sessionIdleDays,
    checkMs: options.sessionCheckMs,
  });

  await app.register(apiV1, {
    attemptsPerMinute: options.authRateLimit,
    newest: options.specApiListLimit || undefined,
  });
  await app.register(apiV2, { attemptsPerMinute: options.authRateLimit });
  await app.register(telemetryRoutes, {
    prefix: '/api/v2/telemetry',
    ...options.telemetry,
    secret,
  });
  // What the operator reads: on this port only with the metrics token; on the management port
  // (management.ts), which listens where only the operator's tools reach, without one.
  const operator = { source: app, guard: app.operatorOnly };
  await app.register(telemetrySummary, { prefix: '/api/v2/telemetry', ...operator });
  await app.register(readyRoutes, { prefix: '/api/ready', ...operator });
  await app.register(metricsRoutes, { prefix: '/api/metrics', ...operator });
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(docsRoutes, { prefix: '/api/docs' });
  if (options.allowReset && !options.production) {
    await app.register(testingRoutes, { prefix: '/api/testing', seedPosts: options.seedPosts });
  }
  const management = await buildManagementApp(app);
  app.decorate('management', management);
  app.addHook('onClose', async () => management.close());
  return app;
}
