/** What every measure of the benchmark works with. */
import type { Browser } from '@playwright/test';
import type { ModuleMap } from './analyseBuild';
import { openPage, watched, type BenchPage, type PageOptions, type Session } from './browser';
import type { Turn } from './turns';

/** What each timed measure is run with (`--runs`, `--seed-posts`, `--scroll-posts`). */
export interface Options {
  /** Cold runs per timed measure. */
  runs: number;
  /** Posts in the mock for the feed-at-scale measure. */
  seedPosts: number;
  /** How far the feed is scrolled (in posts) in the measures at scale. */
  scrollPosts: number;
}

export interface BenchEnv extends Options {
  baseURL: string;
  appOfOrigin: Map<string, string>;
  /** Emitted JS file (`app/file.js`) → the modules it holds, of the build being served. */
  moduleMap: ModuleMap;
  /** A stored session of the guest, so a cold page can start signed in. */
  session: Session;
  open(options?: PageOptions): Promise<BenchPage>;
  /** With `--before`: waits for this build's turn, so two builds' cold runs alternate. */
  turn?: Turn;
}

export const GUEST_BUTTON = 'Use guest login';

/** `env.runs` runs of `run`, each taken in turn with another build's where `env.turn` says so. */
export async function repeat<T>(env: BenchEnv, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < env.runs; i += 1) results.push(await (env.turn ? env.turn(run) : run()));
  return results;
}

/** `measure` in a fresh page (a context of its own: cold cache, the mock seeded anew), closed after. */
export async function inPage<T>(
  { open }: Pick<BenchEnv, 'open'>,
  options: PageOptions,
  measure: (bench: BenchPage) => Promise<T>,
): Promise<T> {
  const bench = await open(options);
  try {
    return await measure(bench);
  } finally {
    await bench.close();
  }
}

/** Logs the guest in once through the login page and keeps the stored session. */
const guestSession = (open: BenchEnv['open']): Promise<Session> =>
  inPage({ open }, {}, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: GUEST_BUTTON }).click();
    await watched(page, 'firstCard');
    return page.evaluate(() => ({
      username: localStorage.getItem('username') ?? '',
      encodedToken: localStorage.getItem('encodedToken') ?? '',
    }));
  });

/** The env of a build served at `baseURL`: its pages opened in `browser`, the guest signed in once. */
export async function benchEnv(
  browser: Browser,
  baseURL: string,
  appOfOrigin: Map<string, string>,
  moduleMap: ModuleMap,
  { runs, seedPosts, scrollPosts }: Options,
): Promise<BenchEnv> {
  const open = (options?: PageOptions) => openPage(browser, baseURL, appOfOrigin, options);
  const session = await guestSession(open);
  return { runs, seedPosts, scrollPosts, baseURL, appOfOrigin, moduleMap, session, open };
}
