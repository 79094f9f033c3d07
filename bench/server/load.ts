/**
 * The load run: one instance on PostgreSQL with 1,000 event streams open on it (50 viewers, 20
 * each) takes 60 s of mixed traffic at 200 requests a second, open loop (each request leaves at
 * its due time whether the ones before were answered or not, as real clients do): home timeline
 * reads (70 %), likes and their undoing (15 %), comments (10 %) and posts (5 %), spread over 100
 * accounts. Every post and comment fans out to the open streams. Reported: each route's
 * answers, p50 and p99, and the instance's memory before the streams, at the start and end of the load, and once the streams are closed. Any 5xx, or a
 * request with no answer, fails the run.
 */
import pMap from 'p-map';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, startServerProcess } from '@murmur/api-server/testing';
import { callApi, callApiJson, freshUsername, signUp } from '../shared/http';
import { openLoop } from '../shared/openLoop';
import { loadAverage, memoryOf } from '../shared/proc';
import { percentiles } from '../shared/statistics';
import {
  MANY_STREAMS_ENV,
  VIEWERS,
  startReaders,
  type StreamsRunOptions,
} from './events/readerProcess';

export interface LoadOptions extends StreamsRunOptions {
  requestsPerSecond: number;
}

const ACCOUNTS = 100;
interface Account {
  token: string;
  postId: string;
  liked: boolean;
}

/** A call to /api/v2 whose answer only its status matters for. */
const call = async (origin: string, method: string, path: string, token?: string, body?: unknown) =>
  (await callApi(origin, method, `/api/v2${path}`, { token, body })).status;

async function prepareAccounts(origin: string): Promise<Account[]> {
  const explore = '/api/v2/timelines/explore?limit=22';
  const posts = (await callApiJson<{ items: { id: string }[] }>(origin, 'GET', explore)).items;
  const indexes = Array.from({ length: ACCOUNTS }, (_, i) => i);
  const prepare = async (i: number): Promise<Account> => {
    const token = await signUp(origin, 'v2', freshUsername(`load${i}`), 'Load');
    // A home timeline with something in it: each account follows a few of the demo's people.
    for (const username of ['maya.solberg', 'theo_brandt', 'priya.bakes']) {
      await call(origin, 'POST', `/users/${username}/follow`, token);
    }
    const postId = posts[i % posts.length]?.id as string;
    return { token, postId, liked: false };
  };
  return pMap(indexes, prepare, { concurrency: 10 });
}

/** One route's answers and their latencies. */
class RouteStats {
  readonly latencies: number[] = [];
  ok = 0;
  refused = 0;
  failed = 0;
  /** The 5xx by status: a 503 is a bounded refusal, a 500 a fault. */
  readonly failedStatuses = new Map<number, number>();
  noAnswer = 0;
  constructor(readonly route: string) {}

  /** Counts one answer (its status, or none: `undefined`) and its latency. */
  count(status: number | undefined, latency: number) {
    if (status === undefined) {
      this.noAnswer += 1;
      return;
    }
    this.latencies.push(latency);
    if (status >= 500) {
      this.failed += 1;
      this.failedStatuses.set(status, (this.failedStatuses.get(status) ?? 0) + 1);
    } else if (status >= 400) this.refused += 1;
    else this.ok += 1;
  }

  row() {
    const [p50 = 0, p99 = 0] = percentiles(this.latencies, [0.5, 0.99]);
    return {
      route: this.route,
      requests: this.ok + this.refused + this.failed + this.noAnswer,
      ok: this.ok,
      refused: this.refused,
      failed: this.failed,
      failedStatuses: [...this.failedStatuses]
        .map(([status, count]) => `${status}×${count}`)
        .join(', '),
      noAnswer: this.noAnswer,
      p50,
      p99,
    };
  }
}

/** The request due at tick `i`: its route's name and how to send it. */
function requestFor(i: number, origin: string, account: Account) {
  const slot = i % 20;
  if (slot < 14) {
    return {
      route: 'GET /api/v2/timelines/home',
      send: () => call(origin, 'GET', '/timelines/home?limit=20', account.token),
    };
  }
  if (slot < 17) {
    return {
      route: 'POST /api/v2/posts/:postId/like|dislike',
      send: async () => {
        const status = await call(
          origin,
          'POST',
          `/posts/${account.postId}/${account.liked ? 'dislike' : 'like'}`,
          account.token,
        );
        // A refusal ("already liked": the account's previous toggle was still on its way) says
        // the state too.
        if (status === 200 || status === 400) account.liked = !account.liked;
        return status;
      },
    };
  }
  if (slot < 19) {
    return {
      route: 'POST /api/v2/posts/:postId/comments',
      send: () =>
        call(origin, 'POST', `/posts/${account.postId}/comments`, account.token, {
          text: `Load comment ${i}`,
        }),
    };
  }
  return {
    route: 'POST /api/v2/posts',
    send: () => call(origin, 'POST', '/posts', account.token, { content: `Load ${i}` }),
  };
}

async function drive(
  origin: string,
  accounts: Account[],
  { seconds, requestsPerSecond }: LoadOptions,
) {
  const stats = new Map<string, RouteStats>();
  const total = seconds * requestsPerSecond;
  const { sentPerSecond } = await openLoop(total, requestsPerSecond, async (i) => {
    const { route, send } = requestFor(i, origin, accounts[i % accounts.length] as Account);
    let routeStats = stats.get(route);
    if (!routeStats) stats.set(route, (routeStats = new RouteStats(route)));
    const sent = performance.now();
    const status = await send().catch(() => undefined);
    routeStats.count(status, performance.now() - sent);
  });
  return { routes: [...stats.values()].map((each) => each.row()), sentPerSecond };
}

export async function benchLoad(options: LoadOptions) {
  const databaseUrl = await createDatabase(options.clusterUrl, `murmur_bench_load_${Date.now()}`);
  const server = await startServerProcess({
    databaseUrl,
    env: {
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      ...MANY_STREAMS_ENV,
    },
  });
  const readers = startReaders();
  const memory: { state: string; rssMb: number; descriptors: number }[] = [];
  const note = (state: string) => {
    memory.push({ state, ...memoryOf(server.child.pid as number) });
    console.log(`  ${state}: ${JSON.stringify(memory.at(-1))}`);
  };
  try {
    const accounts = await prepareAccounts(server.origin);
    const viewers = accounts.slice(0, VIEWERS).map((account) => account.token);
    note('before the streams');
    await readers.ask(
      { type: 'open', origin: server.origin, tokens: viewers, count: options.streams },
      'opened',
    );
    await sleep(2000);
    note(`${options.streams} streams open, load starts`);
    console.log(
      `  ${options.seconds} s at ${options.requestsPerSecond} requests/s, ${options.streams} streams open…`,
    );
    const { routes, sentPerSecond } = await drive(server.origin, accounts, options);
    note('load ended, streams open');
    // The machine's, at the end of the load (it is shared).
    const machineLoad = loadAverage();
    await readers.ask({ type: 'close' }, 'closed');
    await sleep(5000);
    note('streams closed');
    return { routes, memory, sentPerSecond, loadAverage: machineLoad };
  } finally {
    readers.child.kill();
    await server.stop();
  }
}

export function loadTable(
  result: Awaited<ReturnType<typeof benchLoad>>,
  options: LoadOptions,
): string {
  return [
    `| route (${options.seconds} s, ${options.requestsPerSecond} req/s, ${options.streams} streams) | requests | 2xx | 4xx | 5xx | no answer | p50 ms | p99 ms |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.routes.map(
      (row) =>
        `| ${row.route} | ${row.requests} | ${row.ok} | ${row.refused} | ${row.failed}${row.failedStatuses ? ` (${row.failedStatuses})` : ''} | ${row.noAnswer} | ${row.p50} | ${row.p99} |`,
    ),
    '',
    `Sent at ${result.sentPerSecond} requests/s; load average at the end ${result.loadAverage} (2 cores, shared).`,
    '',
    '| instance | RSS MB | open descriptors |',
    '| --- | ---: | ---: |',
    ...result.memory.map((row) => `| ${row.state} | ${row.rssMb} | ${row.descriptors} |`),
  ].join('\n');
}
