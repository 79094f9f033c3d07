/**
 * The `test` every browser test uses: a fresh browser context (so a fresh mock database in
 * IndexedDB) whose mock API answers at once instead of after the spec's 400 ms. `secondTab` is
 * another page of the same context: a second tab of the same browser, sharing its storage.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const GUEST = { username: 'guest', password: 'murmur-guest' } as const;

/** The journeys run against the API server (`MURMUR_E2E_API=server`) instead of the mock. */
export const againstServer = process.env.MURMUR_E2E_API === 'server';

/** Against the server a fresh context is not a fresh database: start each test from the seed. */
async function resetServer() {
  const reset = await fetch('http://127.0.0.1:5000/api/testing/reset', { method: 'POST' });
  if (reset.status !== 204) throw new Error(`API server reset failed: ${reset.status}`);
}

async function answerAfter(page: Page, delay: number) {
  // The mock's delay, for the real server: a journey that asks for a slow server gets one.
  if (againstServer && delay > 0) {
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
  }
  await page.addInitScript((ms) => {
    window.localStorage.setItem('murmur.mockDelay', String(ms));
  }, delay);
}

export const test = base.extend<{ mockDelay: number; secondTab: Page }>({
  mockDelay: [0, { option: true }],
  // Not named `use`: the React hooks lint rule would take it for React's `use`.
  page: async ({ page, mockDelay }, provide) => {
    if (againstServer) await resetServer();
    await answerAfter(page, mockDelay);
    await provide(page);
  },
  secondTab: async ({ context, mockDelay }, provide) => {
    const tab = await context.newPage();
    await answerAfter(tab, mockDelay);
    await provide(tab);
  },
});

export { expect };

/**
 * Logs in with "Use guest login" from the login page and waits for the feed. `timeout` is for a
 * page that starts slower than the others (one without service workers waits for the mock's).
 */
export async function loginAsGuest(
  page: Page,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout });
  await expect(page.getByRole('article').first()).toBeVisible({ timeout });
}
