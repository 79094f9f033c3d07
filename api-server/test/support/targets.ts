/**
 * The databases the server's own tests run on: embedded always, PostgreSQL when the global setup
 * started a cluster (else the PostgreSQL cases are skipped, and the run says so once).
 */
import type { AppOptions } from '../../src/app';
import { createDatabase } from './postgres-cluster';
import { startTestApp, type TestApp } from './test-app';

export const PG_CLUSTER = process.env.MURMUR_TEST_PG_URL;

export const TARGETS = PG_CLUSTER ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

export type Target = 'embedded' | 'postgres';

if (!PG_CLUSTER) {
  console.warn(
    'Skipped: the API server tests on PostgreSQL (no test cluster; see jest.projects.mjs).',
  );
}

let databases = 0;
/** A fresh database on the test cluster. */
export function freshPostgres(): Promise<string> {
  if (!PG_CLUSTER) throw new Error('No PostgreSQL test cluster.');
  databases += 1;
  return createDatabase(PG_CLUSTER, `murmur_t_${process.pid}_${databases}_${Date.now()}`);
}

/** What a server on `target` is given as its DATABASE_URL: none runs it on the embedded database. */
export async function databaseUrlFor(target: Target): Promise<string | undefined> {
  return target === 'postgres' ? freshPostgres() : undefined;
}

/** The in-process test app (test-app.ts) on `target`'s database. */
export async function startTestAppOn(
  target: Target,
  overrides: Partial<AppOptions> = {},
): Promise<TestApp> {
  return startTestApp({ databaseUrl: await databaseUrlFor(target), ...overrides });
}

/** `describe.each` over the targets that are available here. */
export const onPostgresOnly = PG_CLUSTER ? describe : describe.skip;
