/**
 * The paginated API (/api/v2) under load on PostgreSQL, on two databases side by side: the demo's
 * 22 posts, and a million posts with ten thousand members (`npm run api:seed`, timed:
 * `shared/twoSizes.ts`). Both servers run at once and each row is measured on the small one, then on the large one, so that the busy
 * machine's ups and downs fall on both alike.
 *
 * The viewers (one per request in flight) are signed up for the run and follow 56 people: the six
 * demo people and everyone the guest follows (at a million posts, 50 members; at 22, 50 accounts
 * that have not posted), so the home feed merges as many authors at both sizes and runs through
 * the history at a million. It is read in pages of 10, so that at 22 posts the next page is a
 * full one too. A viewer's like alternates with its dislike (never refused), and its like and
 * comment go to one of the 22 newest posts (viewer i to post i mod 22, at both sizes alike).
 */
import type * as Testing from '@murmur/api-server/testing';
import { createDatabase, type ServerProcess } from '@murmur/api-server/testing';
import { startTwoSizes } from '../../shared/twoSizes';
import { cannon, cannonCells, figuresOf, lending, type CannonFigures } from '../cannon';
import { SCENARIOS, type Scenario } from './scenarios';
import { VIEWERS, prepareViewers, type Viewer } from './viewers';

export interface V2Row extends CannonFigures {
  posts: string;
  scenario: string;
  connections: number;
  /** The average answer's body, in bytes (the headers add about 800 more). */
  bodyBytes: number;
}

/** One autocannon run, each request sent as a viewer no other request in flight is (`lending`). */
async function measure(
  origin: string,
  viewers: Viewer[],
  scenario: Scenario,
  connections: number,
  seconds: number,
) {
  let bodies = 0;
  let bodyBytes = 0;
  const requests = lending(
    viewers,
    [{}],
    (req, viewer) => {
      const { method, path, body } = scenario.request(viewer);
      const headers: Record<string, string> = { authorization: viewer.token };
      if (body) headers['content-type'] = 'application/json';
      return { ...req, method, path, body, headers };
    },
    (viewer, status, body) => {
      bodies += 1;
      bodyBytes += Buffer.byteLength(body);
      scenario.answered?.(viewer, status);
    },
  );
  const result = await cannon({ origin, seconds, connections, requests });
  await scenario.settle?.(origin, viewers);
  return { ...figuresOf(result), bodyBytes: bodies === 0 ? 0 : Math.round(bodyBytes / bodies) };
}

interface Target {
  label: string;
  server: ServerProcess;
  viewers: Viewer[];
}

export interface V2Options {
  /** A PostgreSQL cluster (no database in the URL) where two databases may be created. */
  clusterUrl: string;
  posts: number;
  users: number;
  seconds: number;
  /**
   * Another worktree (the code before a change): its API server on a database of its own at 22
   * posts, measured in each row beside this one's, labelled "22, before".
   */
  before?: string;
}

export async function benchV2({ clusterUrl, posts, users, seconds, before }: V2Options) {
  console.log(`Seeding ${posts} posts and ${users} members (npm run api:seed)…`);
  const name = `v2_${Date.now()}`;
  const servers = await startTwoSizes({ clusterUrl, name, posts, users });
  let beforeServer: ServerProcess | undefined;
  try {
    const targets: Target[] = [
      await targetOf(servers.small, '22', 'small'),
      await targetOf(servers.large, posts.toLocaleString('en'), 'large'),
    ];
    if (before) {
      const databaseUrl = await createDatabase(clusterUrl, `murmur_bench_${name}_before`);
      beforeServer = await startServerOf(before, databaseUrl);
      targets.push(await targetOf(beforeServer, '22, before', 'before'));
    }
    return { rows: await measureAll(targets, seconds), seedSeconds: servers.seedSeconds };
  } finally {
    await Promise.all([servers.stop(), beforeServer?.stop()]);
  }
}

/**
 * `--before=<worktree>`: the API server of another checkout (the commit before a change), started
 * by that checkout's own test support, so it runs that code with that checkout's dependencies.
 */
async function startServerOf(worktree: string, databaseUrl: string): Promise<ServerProcess> {
  const entry = require.resolve('@murmur/api-server/testing', { paths: [worktree] });
  const { startServerProcess } = (await import(entry)) as typeof Testing;
  console.log(`The server before: ${worktree}`);
  return startServerProcess({ databaseUrl, env: { LOG_LEVEL: 'error', SEED_POSTS: '22' } });
}

async function targetOf(server: ServerProcess, size: string, label: string): Promise<Target> {
  console.log(`Preparing ${VIEWERS} viewers on ${size} posts (${server.origin})…`);
  return { label: size, server, viewers: await prepareViewers(server.origin, label) };
}

/** Each scenario at 10 and 100 connections, on the small server then on the large one. */
async function measureAll(targets: Target[], seconds: number): Promise<V2Row[]> {
  const rows: V2Row[] = [];
  for (const scenario of SCENARIOS) {
    for (const connections of [10, 100]) {
      for (const target of targets) {
        const { origin } = target.server;
        const figures = await measure(origin, target.viewers, scenario, connections, seconds);
        rows.push({ posts: target.label, scenario: scenario.name, connections, ...figures });
        console.log(
          `  ${scenario.name} @${connections}, ${target.label} posts: ${figures.rps} req/s, ` +
            `p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.bodyBytes} B`,
        );
      }
    }
  }
  return rows;
}

/** The goals, read from the rows: each line says met or not, with the figures. */
export function goals(rows: V2Row[], largeLabel: string): string[] {
  const row = (posts: string, scenario: string, connections: number) =>
    rows.find((r) => r.posts === posts && r.scenario === scenario && r.connections === connections);
  const lines: string[] = [];
  for (const scenario of ['home, first page', 'home, next page']) {
    for (const connections of [10, 100]) {
      const small = row('22', scenario, connections);
      const large = row(largeLabel, scenario, connections);
      if (!small || !large) continue;
      const ratio = large.p50 / Math.max(small.p50, 0.001);
      lines.push(
        `${scenario} @${connections}: p50 ${large.p50} ms at ${largeLabel} posts vs ${small.p50} ms at 22 ` +
          `(×${ratio.toFixed(2)}; goal ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'NOT met'})`,
      );
    }
  }
  for (const r of rows.filter((r) => r.connections === 10 && r.posts === largeLabel)) {
    lines.push(
      `${r.scenario} @10, ${largeLabel} posts: p99 ${r.p99} ms (goal < 50: ${r.p99 < 50 ? 'met' : 'NOT met'})`,
    );
  }
  const like = row(largeLabel, 'like / dislike', 10);
  if (like) {
    lines.push(
      `a like's answer: ${like.bodyBytes} B of body (goal < 2 kB: ${like.bodyBytes < 2048 ? 'met' : 'NOT met'})`,
    );
  }
  return lines;
}

export function v2Table(rows: V2Row[]): string {
  return [
    '| /api/v2 on PostgreSQL | posts | connections | req/s | p50 ms | p99 ms | body bytes | 2xx | 4xx | 5xx | no answer |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${row.posts} | ${row.connections} | ${cannonCells(row, row.bodyBytes)} |`,
    ),
  ].join('\n');
}
