/**
 * The client at scale: the production build with the mock off, against API servers
 * on PostgreSQL with the demo's 22 posts and with a million. For each, cold /home for the
 * signed-in guest: the JSON received until the first card, the first card, and a like there; at
 * the large size, scrolling the home feed through `env.scrollPosts` posts. The cold loads
 * alternate between the sizes, so that the shared machine's ups and downs fall on both alike.
 * A like is taken back once measured, so every run finds the servers' data as the first did.
 */
import { loaded } from '../browser';
import { inPage, type BenchEnv } from '../env';
import { apiBytes } from '../measure/apiBytes';
import { timeLike, undoLike } from '../measure/interactions';
import { scrollThrough, type ScrollRun } from '../measure/scroll';
import { summariseScroll } from '../measure/timings';
import { median } from '../../shared/statistics';

const coldHome = (env: BenchEnv) =>
  inPage(env, { session: env.session }, async (bench) => {
    const card = await loaded(bench, '/home', 'firstCard', 120_000);
    // What had arrived when the first card was found, and every answer once the page went
    // quiet (the suggestions, say).
    const toFirstCard = await apiBytes(bench.page, card.found);
    const onceQuiet = await apiBytes(bench.page);
    const likeMs = await timeLike(bench.page);
    await undoLike(bench);
    return { firstCardMs: card.painted, toFirstCard, onceQuiet, likeMs };
  });

const scrolledHome = (env: BenchEnv): Promise<ScrollRun> =>
  inPage(env, { session: env.session }, async (bench) => {
    await loaded(bench, '/home', 'firstCard', 120_000);
    const run = await scrollThrough(bench, env.scrollPosts);
    await undoLike(bench);
    return run;
  });

type HomeRun = Awaited<ReturnType<typeof coldHome>>;

function summariseHome(posts: number, runs: HomeRun[]) {
  const of = (pick: (run: HomeRun) => number) => median(runs.map(pick));
  return {
    posts,
    firstCardMs: of((r) => r.firstCardMs),
    jsonBytesToFirstCard: of((r) => r.toFirstCard.bodyBytes),
    jsonRequestsToFirstCard: of((r) => r.toFirstCard.requests),
    jsonBytesOnceQuiet: of((r) => r.onceQuiet.bodyBytes),
    likeMs: of((r) => r.likeMs),
    /** The first run's answers, to show what the client asked for. */
    callsToFirstCard: runs[0]?.toFirstCard.calls ?? [],
    runs,
  };
}

export interface ScaleEnvs {
  small: { env: BenchEnv; posts: number };
  large: { env: BenchEnv; posts: number };
}

/**
 * Cold loads: twice the runs of the other measures, as they are quick and the goal is a ratio of
 * two medians on a shared machine, where single loads vary by half.
 */
const COLD_LOADS_PER_RUN = 2;

export async function measureServerScale({ small, large }: ScaleEnvs) {
  const runs = small.env.runs;
  const smallRuns: HomeRun[] = [];
  const largeRuns: HomeRun[] = [];
  for (let i = 0; i < runs * COLD_LOADS_PER_RUN; i += 1) {
    smallRuns.push(await coldHome(small.env));
    largeRuns.push(await coldHome(large.env));
  }
  console.log(`  scrolling ${large.env.scrollPosts} posts of the home feed × ${runs}`);
  const scrolls: ScrollRun[] = [];
  for (let i = 0; i < runs; i += 1) scrolls.push(await scrolledHome(large.env));
  return {
    small: summariseHome(small.posts, smallRuns),
    large: summariseHome(large.posts, largeRuns),
    scroll: { ...summariseScroll(large.env.scrollPosts, scrolls), runs: scrolls },
  };
}
