/**
 * The spec's API (/api) under load: its lists, one post, the like/dislike cycle and a mixed
 * run, each a bounded autocannon run against one running server.
 */
import pMap from 'p-map';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'autocannon';
import { allItems, callApi, callApiJson, signUp } from '../shared/http';
import { cannon, cannonCells, figuresOf, lending, type CannonFigures } from './cannon';

export interface Row extends CannonFigures {
  database: string;
  scenario: string;
  connections: number;
  /** The mixed run's bookkeeping: the count and the likers moved together. */
  check?: boolean;
}

export interface V1Options {
  origin: string;
  database: string;
  seedPosts: number;
  seconds: number;
  /** 0 skips the mixed run. */
  mixedSeconds: number;
}

/** A post's like count, and how many people its likers really are (v2's pages: never bounded). */
async function booksOf(origin: string, postId: string) {
  const post = `/api/v2/posts/${postId}`;
  const { likeCount } = (await callApiJson<{ post: { likeCount: number } }>(origin, 'GET', post))
    .post;
  return { likeCount, likers: (await allItems(origin, `${post}/likes`)).length };
}

/** The books once the writes still in flight when autocannon stopped have landed. */
async function settledBooksOf(origin: string, postId: string) {
  let books = await booksOf(origin, postId);
  for (let read = 0; read < 10; read += 1) {
    await sleep(1_000);
    const again = await booksOf(origin, postId);
    if (again.likeCount === books.likeCount && again.likers === books.likers) return again;
    books = again;
  }
  return books;
}

/** The user likes the post, asked again until it has (a refusal under load is no like). */
async function likeOnce(origin: string, postId: string, token: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { status, text } = await callApi(origin, 'POST', `/api/posts/like/${postId}`, { token });
    if (status < 300 || text.includes('already liked')) return;
  }
  throw new Error(`a bench user could not like ${postId}`);
}

/** `requests`, each sent as a user no other request in flight is (cannon.ts, `lending`). */
const withTokens = (requests: Request[], tokens: string[]) =>
  lending(tokens, requests, (req, token) => ({
    ...req,
    headers: { ...req.headers, authorization: token },
  }));

const rowOf = (
  { database }: V1Options,
  scenario: string,
  connections: number,
  figures: CannonFigures,
): Row => ({ database, scenario, connections, ...figures });

export async function runScenarios(options: V1Options): Promise<Row[]> {
  const { origin, seedPosts, seconds } = options;
  const rows: Row[] = [];
  const names = Array.from({ length: 100 }, (_, i) => `bench_${seedPosts}_${i}`);
  const tokens = await pMap(names, (name) => signUp(origin, 'v1', name, 'B'), { concurrency: 1 });
  const cycle = (postId: string): Request[] => [
    { method: 'POST', path: `/api/posts/like/${postId}` },
    { method: 'POST', path: `/api/posts/dislike/${postId}` },
  ];
  const run = async (
    connections: number,
    scenario: string,
    path?: string,
    requests?: Request[],
  ) => {
    const result = figuresOf(await cannon({ origin, seconds, connections, path, requests }));
    rows.push(rowOf(options, scenario, connections, result));
    return result;
  };

  for (const connections of [10, 100]) {
    const list = await run(connections, `GET /posts (${seedPosts} posts)`, '/api/posts');
    console.log(`  list @${connections}: ${list.rps} req/s`);
    if (seedPosts !== 22) continue;
    await run(connections, 'GET /posts/:id', '/api/posts/post-2');
    const likes = await run(
      connections,
      'like + dislike cycle',
      undefined,
      withTokens(cycle('post-14'), tokens.slice(0, connections)),
    );
    console.log(`  cycles @${connections}: ${likes.rps} req/s`);
  }

  if (options.mixedSeconds > 0) rows.push(await mixed(options, tokens));
  return rows;
}

/**
 * 30 s at 100 connections: reads and like/dislike cycles together; then the books must balance.
 * Every bench user likes the post first, so each like or dislike of theirs that the server commits
 * moves the count and the likers together, and their difference stays what it was. (The contract
 * lets a dislike from someone who never liked lower the count alone: a bench user whose first
 * like was refused under load, 503 or no answer, would unbalance a check that assumed otherwise.
 * Counting answers on the client would be wrong too: a write in flight when autocannon stops, or
 * committed and then answered 503, still counts on the server.)
 */
async function mixed(options: V1Options, tokens: string[]): Promise<Row> {
  const { origin, mixedSeconds } = options;
  const postId = 'post-5';
  await pMap(tokens, (token) => likeOnce(origin, postId, token), { concurrency: 10 });
  const before = await booksOf(origin, postId);
  const answered = { like: 0, dislike: 0 };
  const counting = (kind: 'like' | 'dislike'): Request => ({
    method: 'POST',
    path: `/api/posts/${kind}/${postId}`,
    onResponse: (status: number) => {
      if (status < 300) answered[kind] += 1;
    },
  });
  const requests = [
    { method: 'GET', path: '/api/posts' },
    counting('dislike'),
    { method: 'GET', path: `/api/posts/${postId}` },
    counting('like'),
  ] satisfies Request[];
  const run = { origin, seconds: mixedSeconds, connections: 100 };
  const result = figuresOf(await cannon({ ...run, requests: withTokens(requests, tokens) }));
  const after = await settledBooksOf(origin, postId);
  const check =
    after.likeCount - after.likers === before.likeCount - before.likers && answered.dislike > 0;
  console.log(
    `  mixed: ${result.failed} 5xx; ${answered.like} likes and ${answered.dislike} dislikes answered 2xx; ` +
      `count ${before.likeCount} → ${after.likeCount}, likers ${before.likers} → ${after.likers} (${check ? 'adds up' : 'DOES NOT ADD UP'})`,
  );
  const scenario = `mixed ${mixedSeconds} s (reads, likes, dislikes)`;
  return { ...rowOf(options, scenario, 100, result), check };
}

export function v1Table(rows: Row[]): string {
  return [
    '| database | scenario | connections | req/s | p50 ms | p99 ms | 2xx | 4xx | 5xx | no answer |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) => `| ${row.database} | ${row.scenario} | ${row.connections} | ${cannonCells(row)} |`,
    ),
  ].join('\n');
}
