/**
 * The databases the server's own tests run on: embedded always, PostgreSQL when the global setup
 * started a cluster (else the PostgreSQL cases are skipped, and the run says so once).
 */
import { createDatabase } from './postgres-cluster';

export const PG_CLUSTER = process.env.MURMUR_TEST_PG_URL;

export const TARGETS = PG_CLUSTER ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

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

/** `describe.each` over the targets that are available here. */
export const onPostgresOnly = PG_CLUSTER ? describe : describe.skip;
