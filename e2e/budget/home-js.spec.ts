/**
 * The byte budget of /home: the JS a browser with an empty cache downloads to show a signed-in
 * user their feed (the shell's files and the feed remote's, the mock API included). Bytes are
 * deterministic, so this runs in `npm test`; times stay in `npm run bench`. It fails when the
 * page grows more than `allowedGrowth` over the committed budget: shrink the page, or raise
 * the budget in home-js-budget.json on purpose, in its own commit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { host, remotes } from '@murmur/build/apps';
import { expect, loginAsGuest, test } from '../support/fixtures';

interface Budget {
  /** gzip (level 9) bytes of the JS /home loads. */
  homeJsGzipBytes: number;
  /** How much more is tolerated before the test fails, e.g. 0.1 for 10 %. */
  allowedGrowth: number;
}

const budget = JSON.parse(readFileSync(join(__dirname, 'home-js-budget.json'), 'utf8')) as Budget;

/** The apps /home is made of: the shell and the feed remote (others may be preloaded later). */
const homeOrigins = new Set([host, remotes.feed].map((app) => `http://localhost:${app.servePort}`));

test('a cold /home after login loads no more JS than its budget', async ({ page, browser }) => {
  await loginAsGuest(page);
  const storageState = await page.context().storageState();

  const cold = await browser.newContext({
    storageState,
    baseURL: `http://localhost:${host.servePort}`,
  });
  await cold.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
  const coldPage = await cold.newPage();
  const sizes: Promise<number>[] = [];
  coldPage.on('response', (response) => {
    const isHomeJs =
      response.request().resourceType() === 'script' &&
      homeOrigins.has(new URL(response.url()).origin);
    if (isHomeJs) sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });

  await coldPage.goto('/home');
  await expect(coldPage.getByRole('article').first()).toBeVisible();
  await coldPage.waitForLoadState('networkidle');
  const gzipBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await cold.close();

  test.info().annotations.push({
    type: 'home JS',
    description: `${gzipBytes} bytes gzip (budget ${budget.homeJsGzipBytes})`,
  });
  expect(gzipBytes).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(budget.homeJsGzipBytes * (1 + budget.allowedGrowth));
});
