/** The benchmark's scenarios against one running server, each a bounded autocannon run. */
import autocannon, { type Request } from 'autocannon';

export interface Row {
  database: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  refused: number;
  /** 5xx answers: the server failed. */
  failed: number;
  /** No answer in autocannon's 10 s: the server was too slow, or the connection broke. */
  timeouts: number;
  /** The mixed run's bookkeeping: like counts equal successful likes minus dislikes. */
  check?: boolean;
}

interface Options {
  origin: string;
  database: string;
  seedPosts: number;
  seconds: number;
  /** 0 skips the mixed run. */
  mixedSeconds: number;
}

async function signUpMany(origin: string, count: number, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `${prefix}${i}`,
        password: 'bench-password',
        firstName: 'B',
        lastName: `${i}`,
      }),
    });
    const body = (await response.json()) as { encodedToken?: string };
    if (!body.encodedToken) throw new Error(`sign-up failed: ${response.status}`);
    tokens.push(body.encodedToken);
  }
  return tokens;
}

interface LikesNow {
  likeCount: number;
  likedBy: { username: string }[];
}

const likesOf = async (origin: string, postId: string): Promise<LikesNow> => {
  const response = await fetch(`${origin}/api/posts/${postId}`);
  return ((await response.json()) as { post: { likes: LikesNow } }).post.likes;
};

/** Each connection signs in as its own user, so its like/dislike cycle never races itself. */
function withTokens(requests: Request[], tokens: string[]): Request[] {
  let next = 0;
  return requests.map((request) => ({
    ...request,
    setupRequest: (req: Request, context: object) => {
      const connection = context as { token?: string };
      connection.token ??= tokens[next++ % tokens.length];
      return { ...req, headers: { ...req.headers, authorization: connection.token ?? '' } };
    },
  }));
}

function run(
  origin: string,
  seconds: number,
  connections: number,
  options: { requests?: Request[]; path?: string; tokens?: string[] },
) {
  const requests =
    options.requests && options.tokens
      ? withTokens(options.requests, options.tokens)
      : options.requests;
  return autocannon({
    url: `${origin}${options.path ?? ''}`,
    connections,
    duration: seconds,
    requests,
  });
}

const rowOf = (
  database: string,
  scenario: string,
  connections: number,
  result: autocannon.Result,
): Row => ({
  database,
  scenario,
  connections,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  refused: result['4xx'],
  failed: result['5xx'],
  timeouts: result.errors,
});

export async function runScenarios(options: Options): Promise<Row[]> {
  const { origin, database, seedPosts, seconds } = options;
  const rows: Row[] = [];
  const tokens = await signUpMany(origin, 100, `bench_${seedPosts}_`);
  const cycle = (postId: string): Request[] => [
    { method: 'POST', path: `/api/posts/like/${postId}` },
    { method: 'POST', path: `/api/posts/dislike/${postId}` },
  ];

  for (const connections of [10, 100]) {
    const list = await run(origin, seconds, connections, { path: '/api/posts' });
    rows.push(rowOf(database, `GET /posts (${seedPosts} posts)`, connections, list));
    console.log(`  list @${connections}: ${Math.round(list.requests.average)} req/s`);
    if (seedPosts !== 22) continue;
    const one = await run(origin, seconds, connections, { path: '/api/posts/post-2' });
    rows.push(rowOf(database, 'GET /posts/:id', connections, one));
    const likes = await run(origin, seconds, connections, {
      requests: cycle('post-14'),
      tokens: tokens.slice(0, connections),
    });
    rows.push(rowOf(database, 'like + dislike cycle', connections, likes));
    console.log(`  cycles @${connections}: ${Math.round(likes.requests.average)} req/s`);
  }

  if (options.mixedSeconds > 0) rows.push(await mixed(options, tokens));
  return rows;
}

/**
 * 30 s at 100 connections: reads and like/dislike cycles together; then the books must balance.
 * Each bench user's successful likes and dislikes alternate, starting with a like, so together
 * they added exactly one per user who ended in likedBy. (Counting answers on the client falls
 * short by the requests still in flight when autocannon stops; the server's own state does not.)
 */
async function mixed({ origin, database, mixedSeconds }: Options, tokens: string[]): Promise<Row> {
  const postId = 'post-5';
  const before = (await likesOf(origin, postId)).likeCount;
  let liked = 0;
  let disliked = 0;
  const counting = (kind: 'like' | 'dislike'): Request => ({
    method: 'POST',
    path: `/api/posts/${kind}/${postId}`,
    onResponse: (status: number) => {
      if (status < 300) {
        if (kind === 'like') liked += 1;
        else disliked += 1;
      }
    },
  });
  const result = await run(origin, mixedSeconds, 100, {
    requests: [
      { method: 'GET', path: '/api/posts' },
      counting('like'),
      { method: 'GET', path: `/api/posts/${postId}` },
      counting('dislike'),
    ],
    tokens,
  });
  const after = await likesOf(origin, postId);
  const benchLikers = after.likedBy.filter((user) => user.username.startsWith('bench_')).length;
  const check = after.likeCount === before + benchLikers && liked > 0;
  console.log(
    `  mixed: ${result['5xx']} 5xx; ${liked} likes and ${disliked} dislikes answered 2xx; ` +
      `count ${before} → ${after.likeCount}, ${benchLikers} bench users end liking (${check ? 'adds up' : 'DOES NOT ADD UP'})`,
  );
  return {
    ...rowOf(database, `mixed ${mixedSeconds} s (reads, likes, dislikes)`, 100, result),
    check,
  };
}
