/**
 * `npm run bench:api`: the API server under load (autocannon, loopback only, bounded in time), on
 * the embedded database and on PostgreSQL. Prints a Markdown table, writes it under
 * api-server/bench-results/, and fails when the mixed run saw a 5xx or a like count that does not
 * add up. PostgreSQL: DATABASE_URL if set, else a throwaway cluster from Debian's package (root).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runScenarios, type Row } from './scenarios';
import { startServerProcess } from '../test/support/server-process';
import {
  createDatabase,
  postgresUnavailable,
  startCluster,
  stopCluster,
} from '../test/support/postgres-cluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);

async function postgresTarget(): Promise<{ url: string; cleanup: () => void } | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, cleanup: () => undefined };
  const reason = postgresUnavailable();
  if (reason) {
    console.warn(`Skipped PostgreSQL: ${reason}. Set DATABASE_URL to bench against a server.`);
    return undefined;
  }
  const cluster = await startCluster();
  const url = await createDatabase(cluster.url, 'murmur_bench');
  return { url, cleanup: () => stopCluster(cluster.dir) };
}

async function benchTarget(name: string, databaseUrl: string | undefined): Promise<Row[]> {
  const rows: Row[] = [];
  for (const seedPosts of [22, 5000]) {
    const server = await startServerProcess({
      databaseUrl,
      env: { SEED_POSTS: String(seedPosts), LOG_LEVEL: 'error' },
    });
    try {
      // A shared PostgreSQL database keeps the previous seed: start from this one.
      await fetch(`${server.origin}/api/testing/reset`, { method: 'POST' });
      console.log(`\n${name}, ${seedPosts} posts: ${server.origin}`);
      rows.push(
        ...(await runScenarios({
          origin: server.origin,
          database: name,
          seedPosts,
          seconds: SECONDS,
          mixedSeconds: seedPosts === 22 ? MIXED_SECONDS : 0,
        })),
      );
    } finally {
      await server.stop();
    }
  }
  return rows;
}

function table(rows: Row[]): string {
  const lines = [
    '| database | scenario | connections | req/s | p50 ms | p99 ms | 2xx | 4xx | 5xx | no answer |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.scenario} | ${row.connections} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.ok} | ${row.refused} | ${row.failed} | ${row.timeouts} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const rows = await benchTarget('embedded (PGlite)', undefined);
  const postgres = await postgresTarget();
  if (postgres) {
    try {
      rows.push(...(await benchTarget('PostgreSQL 15', postgres.url)));
    } finally {
      postgres.cleanup();
    }
  }
  const markdown = table(rows);
  console.log(`\n${markdown}\n`);
  const dir = path.resolve(__dirname, '..', 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
  writeFileSync(file, `${markdown}\n`);
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
  const broken = rows.filter((row) => row.failed > 0 || row.check === false);
  if (broken.length > 0) {
    console.error(`FAILED: ${broken.map((row) => `${row.database} ${row.scenario}`).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
