/** The app in-process for `app.inject`: a copy of the migrated template, seeded on start. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { freePort } from '@murmur/tooling';
import { buildApp, type AppOptions } from '../../src/app';
import { readConfig } from '../../src/config';
import { embeddedDataDir } from './embedded-template';
import { PORTS } from './paths';

declare global {
  var __MURMUR_CREATE_PGLITE__: AppOptions['createPglite'];
}

export const TEST_SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'murmur-app-'));
  await embeddedDataDir(dataDir);
  const app = await buildApp({
    ...readConfig({ NODE_ENV: 'test' }),
    dataDir,
    jwtSecret: TEST_SECRET,
    authRateLimit: 1_000,
    // Suites write far faster than people; the rate-limit tests set their own limits.
    rateLimits: {
      posts: 1_000_000,
      reactions: 1_000_000,
      profile: 1_000_000,
      loginFailuresPerAccountAndClient: 1_000_000,
      loginFailuresPerAccount: 1_000_000,
      loginFailuresPerClient: 1_000_000,
    },
    allowReset: true,
    logger: false,
    createPglite: globalThis.__MURMUR_CREATE_PGLITE__,
    ...overrides,
  });
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes the app listen on a free port, for clients that need a socket (event streams); its origin. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  const port = await freePort(PORTS);
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${port}`;
}

/** A login through `url` (either API's), answered as it is, refusals included. */
export function attemptLogin(
  app: FastifyInstance,
  url: string,
  username: string,
  password: string,
) {
  return app.inject({ method: 'POST', url, payload: { username, password } });
}

export async function loginAs(app: FastifyInstance, username: string, password: string) {
  const answer = await attemptLogin(app, '/api/auth/login', username, password);
  return (answer.json() as { encodedToken: string }).encodedToken;
}
