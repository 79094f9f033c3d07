/**
 * The product's pages with the mock in its service worker: a cold signed-in /home loads no
 * module of the mock before its first card (it is all in the worker, the cross-tab copy of the
 * data too), a hard reload, which starts uncontrolled, is answered by the worker too, and a new
 * version of the worker takes over open tabs of the app without breaking them.
 */
import { SEED_POSTS } from '@murmur/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { cardWith, homeFeed, likes, publish } from '../support/app';
import { expect, loginAsGuest, test } from '../support/fixtures';

/**
 * Text only the mock's code holds: Mirage, pretender, the seed's posts, and the in-page mock's
 * cross-tab copy of the data (its Web Lock and its timing marks).
 */
const MOCK_MARKERS = [
  'pretender',
  'Mirage:',
  SEED_POSTS[0]!.content,
  'murmur-mock-api/db',
  'shared copy, read',
];

const controlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

async function expectNoMockCode(scripts: Map<string, Promise<string>>) {
  const pageScripts = [...scripts].filter(([url]) => !url.includes('mock-api-worker'));
  expect(pageScripts.length).toBeGreaterThan(0);
  for (const [url, text] of pageScripts) {
    for (const marker of MOCK_MARKERS) {
      expect(`${url}: ${(await text).includes(marker)}`).toBe(`${url}: false`);
    }
  }
}

/** Every script the context's pages fetched, with its text (listened on the context). */
function scriptsOf(context: BrowserContext): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.text().catch(() => ''),
    );
  });
  return scripts;
}

test('a cold signed-in /home holds no mock code before its first card', async ({
  page,
  browser,
}) => {
  await loginAsGuest(page);
  const storageState = await page.context().storageState();

  const cold = await browser.newContext({ storageState, baseURL: page.url() });
  await cold.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
  const scripts = scriptsOf(cold);
  const coldPage = await cold.newPage();
  await coldPage.goto('/home');
  await expect(homeFeed(coldPage).getByRole('article').first()).toBeVisible();

  expect(await controlled(coldPage)).toContain('/mock-api-worker.js');
  await expectNoMockCode(scripts);
  await cold.close();
});

test('a hard reload, which bypasses the worker, is answered by it again', async ({ page }) => {
  await loginAsGuest(page);
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  expect(await controlled(page)).toContain('/mock-api-worker.js');

  const scripts = scriptsOf(page.context());
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.reload', { ignoreCache: true });
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect.poll(() => controlled(page)).toContain('/mock-api-worker.js');
  // Answered by the worker, not by a mock the page fell back to.
  await expectNoMockCode(scripts);
});

test('a new worker version takes over open tabs of the app: calls, data and events go on', async ({
  page,
  secondTab,
}) => {
  await loginAsGuest(page);
  await secondTab.goto('/home');
  await expect(homeFeed(secondTab).getByRole('article').first()).toBeVisible();
  const before = await controlled(page);
  expect(before).toContain('/mock-api-worker.js');

  // Another script URL is another version: it installs, skips waiting and claims both tabs.
  const nextUrl = new URL(before!);
  nextUrl.searchParams.set('version', 'next');
  const next = nextUrl.href;
  await page.evaluate((url) => navigator.serviceWorker.register(url, { scope: '/' }), next);
  for (const tab of [page, secondTab]) await expect.poll(() => controlled(tab)).toBe(next);

  // The new worker answers the open page's calls, on the data the old one kept...
  await publish(page, 'Written after the update.');
  // ...and the other tab's event stream, ended by the old worker, now comes from the new one.
  await secondTab.getByRole('button', { name: 'Show 1 new post' }).click();
  const like = cardWith(homeFeed(secondTab), 'Written after the update.').getByRole('button', {
    name: 'Like',
  });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await secondTab.reload();
  await expect(like).toHaveAccessibleDescription(likes(1));
});
