/**
 * The product's pages with the mock in its service worker: a cold signed-in /home loads no
 * module of the mock before its first card (it is all in the worker), and a hard reload, which
 * starts uncontrolled, is answered by the worker too.
 */
import { SEED_POSTS } from '@murmur/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { homeFeed } from '../support/app';
import { expect, loginAsGuest, test } from '../support/fixtures';

/** Text only the mock's code holds: Mirage, pretender, the seed's posts. */
const MOCK_MARKERS = ['pretender', 'Mirage:', SEED_POSTS[0]!.content];

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
