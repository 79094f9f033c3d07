/** The app in-process for `app.inject`: a copy of the migrated template, seeded on start. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { readConfig } from '../../src/config';
import { embeddedDataDir } from './embedded-template';

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

export async function loginAs(app: FastifyInstance, username: string, password: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  return (answer.json() as { encodedToken: string }).encodedToken;
}
