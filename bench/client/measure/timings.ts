/**
 * The benchmark's timed loads and the peer comparisons, each the median of `env.runs` cold
 * runs (a fresh browser context: empty cache, the mock seeded anew), taken in turn with another
 * build's where `env.turn` says so (turns.ts).
 */
import { loaded, networkQuiet, responseEnds, watched } from '../browser';
import { holdsMock } from './bytes';
import { inPage, repeat, type BenchEnv } from '../env';
import { profileLink, timeGuestLogin, timeLike, timeToProfile } from './interactions';
import { scrollThrough, type ScrollRun } from './scroll';
import { median, medianOf } from '../../shared/statistics';

/**
 * A cold /home for a signed-in user (empty cache, the session in local storage), the
 * mock answering at once or, with `delay`, after that many ms (the spec's 400).
 */
export async function measureHomeLoad(env: BenchEnv, delay = 0) {
  const runs = await repeat(env, () =>
    inPage(env, { session: env.session, delay }, async (bench) => {
      const card = await loaded(bench, '/home', 'firstCard');
      const { lcp, cls, longTasks } = await bench.page.evaluate(() => window.__bench);
      // The main thread's long tasks (50 ms or more) that began before the first card showed.
      const before = longTasks.filter((task) => task.start < card.painted);
      return {
        firstCard: card.painted,
        lcp: lcp ?? NaN,
        cls,
        longTasks: before.length,
        longTaskMs: before.reduce((sum, task) => sum + task.duration, 0),
      };
    }),
  );
  return {
    delay,
    firstCardMs: medianOf(runs, (r) => r.firstCard),
    lcpMs: medianOf(runs, (r) => r.lcp),
    cls: medianOf(runs, (r) => r.cls),
    worstCls: Math.max(...runs.map((r) => r.cls)),
    longTasksBeforeCard: medianOf(runs, (r) => r.longTasks),
    longTaskMsBeforeCard: medianOf(runs, (r) => r.longTaskMs),
    runs,
  };
}

/**
 * The login page, cold: from navigation start to the form taking input (fields enabled, Login
 * clickable), and when the mock API's code finished arriving, to show which came first.
 */
export async function measureLoginLoad(env: BenchEnv) {
  const runs = await repeat(env, () =>
    inPage(env, {}, async (bench) => {
      const usable = await loaded(bench, '/', 'loginUsable');
      const ends = await responseEnds(bench.page);
      const mock = bench.loads.find((file) => holdsMock(file, env.moduleMap));
      return { usable: usable.painted, mockArrived: mock ? (ends.get(mock.url) ?? NaN) : NaN };
    }),
  );
  return {
    usableMs: medianOf(runs, (r) => r.usable),
    mockArrivedMs: medianOf(runs, (r) => r.mockArrived),
    runs,
  };
}

/** From /home, the Profile link (another remote), cold and after preloading. */
export async function measureNavigation(env: BenchEnv) {
  const navigate = (preload: boolean) =>
    inPage(env, { session: env.session }, async (bench) => {
      await bench.page.goto('/home');
      await watched(bench.page, 'firstCard');
      if (preload) {
        // Whatever the app preloads (when idle, or on the pointer) has time to arrive.
        await profileLink(bench.page).hover();
        await networkQuiet(bench);
      }
      return timeToProfile(bench.page);
    });
  const cold = await repeat(env, () => navigate(false));
  const preloaded = await repeat(env, () => navigate(true));
  return { coldMs: median(cold), preloadedMs: median(preloaded), cold, preloaded };
}

/**
 * /home with the mock seeded with `env.seedPosts` posts: the first card, the heap, the
 * cards in the page and a like there; then scrolling through `env.scrollPosts` posts of the
 * feed (the pages it loads on the way included) and a like where the reader stopped.
 */
export async function measureScale(env: BenchEnv) {
  const runs = await repeat(env, () =>
    inPage(env, { session: env.session, seedPosts: env.seedPosts }, async (bench) => {
      const card = await loaded(bench, '/home', 'firstCard', 120_000);
      const cdp = await bench.context.newCDPSession(bench.page);
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const cards = await bench.page.locator('[role="feed"] article').count();
      const like = await timeLike(bench.page);
      const scroll = await scrollThrough(bench, env.scrollPosts);
      return { firstCard: card.painted, heapMB: usedSize / 2 ** 20, cards, like, scroll };
    }),
  );
  return {
    seedPosts: env.seedPosts,
    firstCardMs: medianOf(runs, (r) => r.firstCard),
    heapMB: medianOf(runs, (r) => r.heapMB),
    cardsInDom: medianOf(runs, (r) => r.cards),
    likeMs: medianOf(runs, (r) => r.like),
    scroll: summariseScroll(
      env.scrollPosts,
      runs.map((r) => r.scroll),
    ),
    runs,
  };
}

/** Medians of scroll runs, and the longest task of them all. */
export function summariseScroll(posts: number, runs: ScrollRun[]) {
  return {
    posts,
    cardsInDom: medianOf(runs, (r) => r.cards),
    longestTaskMs: medianOf(runs, (r) => r.longestTaskMs),
    worstTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)),
    longTasks: medianOf(runs, (r) => r.longTasks),
    scrollMs: medianOf(runs, (r) => r.scrollMs),
    likeMs: medianOf(runs, (r) => r.likeMs),
  };
}

/** The peer comparisons, with the mock answering after the spec's 400 ms. */
export async function measurePeers(env: BenchEnv) {
  const login = await repeat(env, () =>
    inPage(env, { delay: 400 }, async (bench) => {
      // A person reads the page before clicking; whatever it starts meanwhile may finish.
      await loaded(bench, '/', 'loginForm');
      await bench.page.waitForTimeout(800);
      return timeGuestLogin(bench.page);
    }),
  );
  const like = await repeat(env, () =>
    inPage(env, { delay: 400, session: env.session }, async (bench) => {
      await loaded(bench, '/home', 'firstCard');
      return timeLike(bench.page);
    }),
  );
  return { loginToFirstCardMs: median(login), likeMs: median(like), login, like };
}
