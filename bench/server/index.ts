/**
 * `npm run bench:api`: the API server under load (autocannon, loopback only, bounded in time).
 * - the contract (/api, `v1.ts`) on the embedded database and on PostgreSQL, 22 and 5,000
 *   posts (PostgreSQL: DATABASE_URL if set, else a throwaway cluster);
 * - the paginated API (/api/v2, `v2/`) on a throwaway PostgreSQL cluster, at 22 posts and at a
 *   million (`--posts`, `--users`), side by side;
 * - live events (`events/`): 1,000 streams on one instance, writes at 100 a second on another;
 * - load (`load.ts`): 60 s of mixed reads and writes at 200 requests a second on PostgreSQL with
 *   1,000 streams open, p50/p99 per route and memory at start and end.
 * `--api=v1`, `--api=v2`, `--api=events` or `--api=load` runs one part; `--before=<worktree>`
 * adds that checkout's server to the v2 run, each row measured on it beside this one's. Prints Markdown tables,
 * writes them to bench-results/api-<time>.md, and fails when a run saw a 5xx, a like count that does not add
 * up, or a live event lost or out of order.
 */
import { parseArgs } from 'node:util';
import { createDatabase, startServerProcess } from '@murmur/api-server/testing';
import { fromCaller } from '../shared/paths';
import { writeMarkdown, timestampLabel } from '../shared/results';
import { throwawayCluster } from '../shared/servers';
import { runScenarios, v1Table, type Row } from './v1';
import { benchV2, goals, v2Table } from './v2';
import { benchEvents } from './events';
import { deliveryTable, memoryTable } from './events/tables';
import { benchLoad, loadTable } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const EVENT_STREAMS = Number(process.env.BENCH_EVENT_STREAMS ?? 1000);
const EVENT_WRITES_PER_SECOND = Number(process.env.BENCH_EVENT_WRITES ?? 100);
const EVENT_SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_RATE = Number(process.env.BENCH_LOAD_RATE ?? 200);

/** The throwaway cluster, started when first needed and stopped at the end. */
const cluster = throwawayCluster();
async function clusterUrl(): Promise<string | undefined> {
  if (!cluster.unavailable) return cluster.url();
  console.warn(`Skipped PostgreSQL: ${cluster.unavailable}.`);
  return undefined;
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

/** One part's Markdown and the runs that broke a rule (a 5xx, a count that does not add up…). */
interface Part {
  sections: string[];
  broken: string[];
}

/** A part on the throwaway cluster; nothing where none can start. */
async function onCluster(part: (clusterUrl: string) => Promise<Part>): Promise<Part> {
  const url = await clusterUrl();
  return url ? part(url) : { sections: [], broken: [] };
}

/** The contract on the embedded database, then on PostgreSQL (DATABASE_URL, else the cluster). */
async function contractPart(): Promise<Part> {
  const rows = await benchTarget('embedded (PGlite)', undefined);
  const url =
    process.env.DATABASE_URL ||
    (await clusterUrl().then((cluster) => cluster && createDatabase(cluster, 'murmur_bench')));
  if (url) rows.push(...(await benchTarget('PostgreSQL 15', url)));
  const broken = rows
    .filter((row) => row.failed > 0 || row.check === false)
    .map((row) => `${row.database} ${row.scenario}`);
  return { sections: [v1Table(rows)], broken };
}

async function v2Part(url: string, posts: number, users: number, before?: string): Promise<Part> {
  const { rows, seedSeconds } = await benchV2({
    clusterUrl: url,
    posts,
    users,
    seconds: SECONDS,
    before,
  });
  const largeLabel = posts.toLocaleString('en');
  const sections = [
    v2Table(rows),
    `Seeding ${largeLabel} posts and ${users.toLocaleString('en')} members: ${seedSeconds} s.`,
    goals(rows, largeLabel)
      .map((line) => `- ${line}`)
      .join('\n'),
  ];
  return {
    sections,
    broken: rows.filter((row) => row.failed > 0).map((row) => `v2 ${row.scenario}`),
  };
}

async function eventsPart(url: string): Promise<Part> {
  console.log(`\nLive events: ${EVENT_STREAMS} streams on B, writes on A…`);
  const { memory, delivery } = await benchEvents({
    clusterUrl: url,
    streams: EVENT_STREAMS,
    writesPerSecond: EVENT_WRITES_PER_SECOND,
    seconds: EVENT_SECONDS,
  });
  const lostAny = delivery.lost !== 0 || !delivery.sameOrder || delivery.failedWrites > 0;
  return {
    sections: [memoryTable(memory, EVENT_STREAMS), deliveryTable(delivery)],
    broken: lostAny ? ['live events'] : [],
  };
}

async function loadPart(url: string): Promise<Part> {
  console.log(`\nLoad: ${LOAD_SECONDS} s at ${LOAD_RATE} requests/s, ${EVENT_STREAMS} streams…`);
  const options = {
    clusterUrl: url,
    seconds: LOAD_SECONDS,
    requestsPerSecond: LOAD_RATE,
    streams: EVENT_STREAMS,
  };
  const result = await benchLoad(options);
  const broken = result.routes
    .filter((row) => row.failed > 0 || row.noAnswer > 0)
    .map((row) => `load ${row.route}`);
  return { sections: [loadTable(result, options)], broken };
}

/** Prints the tables and writes them to bench-results/. */
function write(markdown: string) {
  console.log(`\n${markdown}\n`);
  console.log(`Written to ${writeMarkdown(`api-${timestampLabel()}`, markdown)}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      api: { type: 'string', default: 'all' },
      posts: { type: 'string', default: '1000000' },
      users: { type: 'string', default: '10000' },
      before: { type: 'string' },
    },
  });
  const only = (part: string) => values.api === 'all' || values.api === part;
  const parts: Part[] = [];
  try {
    if (only('v1')) parts.push(await contractPart());
    if (only('v2')) {
      const before = values.before && fromCaller(values.before);
      const { posts, users } = values;
      parts.push(await onCluster((url) => v2Part(url, Number(posts), Number(users), before)));
    }
    if (only('events')) parts.push(await onCluster(eventsPart));
    if (only('load')) parts.push(await onCluster(loadPart));
  } finally {
    cluster.stop();
  }
  write(parts.flatMap((part) => part.sections).join('\n\n'));
  const broken = parts.flatMap((part) => part.broken);
  if (broken.length > 0) {
    console.error(`FAILED: ${broken.join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
