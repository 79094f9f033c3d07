/**
 * Starts the API server and stops it cleanly: on SIGTERM or SIGINT it stops accepting, lets the
 * requests in flight finish, closes the database, and exits. `--reset` puts the seed back first
 * (refused on production data unless `--i-know-this-is-production`, db/environment.ts).
 */
import { buildApp } from './app';
import type { FastifyInstance } from 'fastify';
import { readConfig, type ServerConfig } from './config';
import { resetToSeed } from './db/seed';
import { refuseProductionUnlessSure } from './db/environment';

const GRACE_MS = 10_000;

async function main() {
  const config = readConfig();
  const seedPosts = process.env.SEED_POSTS ? Number(process.env.SEED_POSTS) : undefined;
  const app = await buildApp({ ...config, seedPosts });
  if (process.argv.includes('--reset')) {
    await refuseProductionUnlessSure(app.db, {
      action: '--reset',
      production: config.production,
      sure: process.argv.includes('--i-know-this-is-production'),
    });
    await resetToSeed(app.db, { postCount: seedPosts });
    app.log.info('database reset to the seed');
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests still running after the grace period: exiting');
      process.exit(1);
    }, GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'failed to stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const management = await listenForManagement(app, config);
  app.log.info(
    { database: app.databaseKind, docs: `/api/docs` },
    `Murmur API on http://${config.host}:${port}`,
  );
  // A parent that started this server over IPC (the tests, the benchmarks) learns the port the
  // kernel gave it for PORT=0: no port probed beforehand, so none taken by someone else meanwhile.
  process.send?.({ listening: { host: config.host, port, management } });
}

/** The management port, when MANAGEMENT_PORT asks for one: where it listens. */
async function listenForManagement(app: FastifyInstance, config: ServerConfig) {
  if (config.managementPort === undefined) return undefined;
  await app.management.listen({ port: config.managementPort, host: config.managementHost });
  const address = app.management.server.address();
  const port = typeof address === 'object' && address ? address.port : config.managementPort;
  app.log.info(
    { ready: '/api/ready', metrics: '/api/metrics' },
    `management on http://${config.managementHost}:${port}`,
  );
  return { host: config.managementHost, port };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
