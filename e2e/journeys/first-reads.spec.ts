/**
 * A signed-in page opened cold asks the API for what it shows while its own code is still on its
 * way, and once: the shell's entry asks for the session check and the route's declared reads as
 * the page loads (shell/src/firstReads/), and the page's own first calls take those answers
 * instead of asking again. Against the mock's worker and against the API server alike.
 */
import type { BrowserContext } from '@playwright/test';
import { WORKER_CONTROL_WAIT_MS } from '@murmur/mock-api/worker-settings';
import { expect, loginAsGuest, test } from '../support/fixtures';

/** The shell's start-up chunk (`import('./bootstrap')`), whose code makes the app's own calls. */
const START_UP = /\/static\/js\/async\/start-up(\.[0-9a-f]+)?\.js$/;
/**
 * How long the test holds the start-up back: the first reads need not wait for it. They wait for
 * the mock's worker to take the cold page over (its first install), which on a busy machine, with
 * the test's tracing on, takes a few seconds: as long as the page waits for it at most.
 */
const HELD_MS = WORKER_CONTROL_WAIT_MS;

/** How many times each API path was asked for, on the whole context (a worker's answers too). */
function apiCalls(context: BrowserContext): Map<string, number> {
  const calls = new Map<string, number>();
  context.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith('/api/') || request.method() !== 'GET') return;
    const path = `${pathname}${search}`;
    calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  return calls;
}

const pages = [
  {
    path: '/home',
    shows: 'Home feed',
    reads: ['/api/v2/me', '/api/v2/timelines/home', '/api/v2/suggestions'],
  },
  {
    path: '/profile/guest',
    shows: 'Posts by @guest',
    reads: ['/api/v2/me', '/api/v2/users/guest', '/api/v2/users/guest/posts'],
  },
] as const;

for (const { path, shows, reads } of pages) {
  test(`a cold ${path} asks once for each thing it shows first`, async ({ page, browser }) => {
    await loginAsGuest(page);
    const storageState = await page.context().storageState();
    const cold = await browser.newContext({ storageState, baseURL: page.url() });
    await cold.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
    const calls = apiCalls(cold);
    let startUpReleased = false;
    const askedWhileHeld: string[] = [];
    cold.on('request', (request) => {
      if (!startUpReleased) askedWhileHeld.push(new URL(request.url()).pathname);
    });
    await cold.route(START_UP, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
      startUpReleased = true;
      await route.continue();
    });
    const coldPage = await cold.newPage();
    await coldPage.goto(path);
    await expect(
      coldPage.getByRole('feed', { name: shows }).getByRole('article').first(),
    ).toBeVisible({ timeout: 15_000 });

    // Asked for before the app's code could run, and not asked for again by it.
    expect(askedWhileHeld).toEqual(expect.arrayContaining([...reads]));
    for (const read of reads) expect(`${read}: ${calls.get(read)}`).toBe(`${read}: 1`);
    await cold.close();
  });
}
