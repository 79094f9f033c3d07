/**
 * The paginated API (/api/v2) under load on PostgreSQL, on two databases side by side: the demo's
 * 22 posts, and a million posts with ten thousand members (`npm run api:seed`, timed: `two-sizes.ts`). Both servers run
 * at once and each row is measured on the small one, then on the large one, so that the busy
 * machine's ups and downs fall on both alike.
 *
 * The viewers (one per request in flight) are signed up for the run and follow 56 people: the six
 * demo people and everyone the guest follows (at a million posts, 50 members; at 22, 50 accounts
 * that have not posted), so the home feed merges as many authors at both sizes and runs through
 * the history at a million. It is read in pages of 10, so that at 22 posts the next page is a
 * full one too. A viewer's like alternates with its dislike (never refused), and its like and comment go to one
 * of the 22 newest posts (viewer i to post i mod 22, at both sizes alike).
 */
import autocannon, { type Request } from 'autocannon';
import type { Author, Page, PostView } from '@murmur/contract';
import type { ServerProcess } from '../test/support/server-process';
import { startTwoSizes } from './two-sizes';

export interface V2Row {
  posts: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** The average answer's body, in bytes (the headers add about 800 more). */
  bodyBytes: number;
  ok: number;
  refused: number;
  failed: number;
  timeouts: number;
}

interface Viewer {
  token: string;
  /** The home feed's second page. */
  homeCursor: string;
  postId: string;
  liked: boolean;
}

/** More than the most connections: a request that never got its answer keeps its viewer. */
const VIEWERS = 120;
/** How many people each viewer follows (the six demo people and the guest's 50 members). */
const FOLLOWED = 56;
const DEMO_PEOPLE = [
  'guest',
  'maya.solberg',
  'theo_brandt',
  'priya.bakes',
  'jonas_wren',
  'lena.arcos',
];

async function v2(origin: string, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api/v2${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.errors}`);
  return answer;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}

async function followedByGuest(origin: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await v2(
      origin,
      'GET',
      `/users/guest/following${query}`,
    )) as unknown as Page<Author>;
    names.push(...page.items.map((user) => user.username));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

/**
 * Whom every viewer follows: the demo people and those the guest follows, made up to
 * FOLLOWED with accounts that have not posted. So the home feed's query merges as many authors at
 * 22 posts as at a million, and only the number of posts differs.
 */
async function authorsToFollow(origin: string, label: string): Promise<string[]> {
  const authors = [...new Set([...DEMO_PEOPLE, ...(await followedByGuest(origin))])];
  const missing = Array.from({ length: Math.max(0, FOLLOWED - authors.length) }, (_, i) => i);
  await inBatches(missing, 5, async (i) => {
    const username = `bench_quiet_${label}_${i}`;
    await v2(origin, 'POST', '/auth/signup', undefined, {
      username,
      password: 'bench-password',
      firstName: 'Quiet',
      lastName: String(i),
    });
    authors.push(username);
  });
  return authors;
}

async function prepareViewers(origin: string, label: string): Promise<Viewer[]> {
  const authors = await authorsToFollow(origin, label);
  const newest = (await v2(
    origin,
    'GET',
    '/timelines/explore?limit=100',
  )) as unknown as Page<PostView>;
  const indexes = Array.from({ length: VIEWERS }, (_, i) => i);
  return inBatches(indexes, 5, async (i) => {
    const session = await v2(origin, 'POST', '/auth/signup', undefined, {
      username: `bench_${label}_${i}`,
      password: 'bench-password',
      firstName: 'Bench',
      lastName: String(i),
    });
    const token = session.token as string;
    await inBatches(authors, 10, (author) => v2(origin, 'POST', `/users/${author}/follow`, token));
    const home = (await v2(
      origin,
      'GET',
      '/timelines/home?limit=10',
      token,
    )) as unknown as Page<PostView>;
    if (!home.nextCursor) throw new Error(`${label}: the home feed has one page only`);
    const post = newest.items[i % Math.min(22, newest.items.length)] as PostView;
    return { token, homeCursor: home.nextCursor, postId: post.id, liked: false };
  });
}

interface Scenario {
  name: string;
  request: (viewer: Viewer) => { method: 'GET' | 'POST'; path: string; body?: string };
  /** Told each answer's status, to keep the viewer's state (a like, then a dislike). */
  answered?: (viewer: Viewer, status: number) => void;
  /** After a run: the state of answers still in flight when it stopped, read back. */
  settle?: (origin: string, viewers: Viewer[]) => Promise<void>;
}

/** Pages of 10, so that at 22 posts the home feed's next page is a full one too. */
const HOME = '/api/v2/timelines/home?limit=10';

const SCENARIOS: Scenario[] = [
  { name: 'home, first page', request: () => ({ method: 'GET', path: HOME }) },
  {
    name: 'home, next page',
    request: (viewer) => ({ method: 'GET', path: `${HOME}&cursor=${viewer.homeCursor}` }),
  },
  {
    name: 'like / dislike',
    request: (viewer) => ({
      method: 'POST',
      path: `/api/v2/posts/${viewer.postId}/${viewer.liked ? 'dislike' : 'like'}`,
    }),
    // A refusal ("already liked") says the state too: the answers of the run before that were
    // still on their way when it stopped may have changed it after it was read back.
    answered: (viewer, status) => {
      if (status === 200 || status === 400) viewer.liked = !viewer.liked;
    },
    settle: async (origin, viewers) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await inBatches(viewers, 10, async (viewer) => {
        const { post } = await v2(origin, 'GET', `/posts/${viewer.postId}`, viewer.token);
        viewer.liked = (post as PostView).likedByMe;
      });
    },
  },
  {
    name: 'comment',
    request: (viewer) => ({
      method: 'POST',
      path: `/api/v2/posts/${viewer.postId}/comments`,
      body: JSON.stringify({ text: 'A comment from the benchmark.' }),
    }),
  },
];

/**
 * One autocannon run. Each request takes a viewer no other request in flight holds, and gives it
 * back with its answer: a viewer's like and dislike never race each other. (autocannon's own
 * per-connection context is cleared between requests, so it cannot hold the viewer.)
 */
async function measure(
  origin: string,
  viewers: Viewer[],
  scenario: Scenario,
  connections: number,
  seconds: number,
) {
  const free = [...viewers];
  let bodies = 0;
  let bodyBytes = 0;
  const request: Request = {
    setupRequest: (req, context) => {
      const viewer = free.shift() ?? (viewers[0] as Viewer);
      (context as { viewer?: Viewer }).viewer = viewer;
      const { method, path, body } = scenario.request(viewer);
      const headers: Record<string, string> = { authorization: viewer.token };
      if (body) headers['content-type'] = 'application/json';
      return { ...req, method, path, body, headers };
    },
    onResponse: (status, body, context) => {
      bodies += 1;
      bodyBytes += Buffer.byteLength(body);
      const { viewer } = context as { viewer?: Viewer };
      if (!viewer) return;
      scenario.answered?.(viewer, status);
      free.push(viewer);
    },
  };
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [request],
  });
  await scenario.settle?.(origin, viewers);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bodyBytes: bodies === 0 ? 0 : Math.round(bodyBytes / bodies),
    ok: result['2xx'],
    refused: result['4xx'],
    failed: result['5xx'],
    timeouts: result.errors,
  };
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
}

export async function benchV2({ clusterUrl, posts, users, seconds }: V2Options) {
  console.log(`Seeding ${posts} posts and ${users} members (npm run api:seed)…`);
  const servers = await startTwoSizes({ clusterUrl, name: `v2_${Date.now()}`, posts, users });
  try {
    const targets: Target[] = [
      await targetOf(servers.small, '22', 'small'),
      await targetOf(servers.large, posts.toLocaleString('en'), 'large'),
    ];
    return { rows: await measureAll(targets, seconds), seedSeconds: servers.seedSeconds };
  } finally {
    await servers.stop();
  }
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
