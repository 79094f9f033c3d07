/** What every measure of the benchmark works with. */
import type { Browser } from '@playwright/test';
import type { ModuleMap } from './analyseBuild';
import { openPage, watched, type BenchPage, type PageOptions, type Session } from './browser';
import type { Turn } from './turns';

export interface BenchEnv {
  browser: Browser;
  baseURL: string;
  appOfOrigin: Map<string, string>;
  /** Emitted JS file (`app/file.js`) → the modules it holds, of the build being served. */
  moduleMap: ModuleMap;
  /** Cold runs per timed measure. */
  runs: number;
  /** Posts in the mock for the feed-at-scale measure. */
  seedPosts: number;
  /** How far the feed is scrolled (in posts) in the measures at scale. */
  scrollPosts: number;
  /** A stored session of the guest, so a cold page can start signed in. */
  session: Session;
  open(options?: PageOptions): Promise<BenchPage>;
  /** With `--before`: waits for this build's turn, so two builds' cold runs alternate. */
  turn?: Turn;
}

export const GUEST_BUTTON = 'Use guest login';

/** Logs the guest in once through the login page and keeps the stored session. */
export async function guestSession(
  open: (options?: PageOptions) => Promise<BenchPage>,
): Promise<Session> {
  const bench = await open();
  try {
    await bench.page.goto('/');
    await bench.page.getByRole('button', { name: GUEST_BUTTON }).click();
    await watched(bench.page, 'firstCard');
    return await bench.page.evaluate(() => ({
      username: localStorage.getItem('username') ?? '',
      encodedToken: localStorage.getItem('encodedToken') ?? '',
    }));
  } finally {
    await bench.close();
  }
}

export function makeOpen(browser: Browser, baseURL: string, appOfOrigin: Map<string, string>) {
  return (options?: PageOptions) => openPage(browser, baseURL, appOfOrigin, options);
}
