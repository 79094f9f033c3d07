/**
 * `npm start`'s shell (a dev server) honours a developer's override too: local storage
 * `murmur.remote:feed` = the manifest of a second feed dev server, on 3105 (an allowed
 * localhost origin), loads the feed from there, names it in the bar, and its button clears it.
 * The production shell's side, and the refusals, are e2e/deploy/remote-overrides.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { startDevServer, type RunningServer } from '../deploy/support/servers';
import { attachOutputOnFailure, startProduct, stopProduct } from './support/runningProduct';

const secondFeed = 'http://localhost:3105';
const productFeed = 'http://localhost:3002';

let product: RunningServer | undefined;
let feedCopy: RunningServer | undefined;
test.beforeAll(async () => {
  [product, feedCopy] = await Promise.all([startProduct(), startDevServer('feed-app', 3105)]);
});
test.afterAll(async () => {
  await feedCopy?.stop();
  await stopProduct(product);
});
attachOutputOnFailure(() => product);
test.use({ baseURL: 'http://localhost:3000' });

/** Origins the feed's manifest and entry came from. */
function feedOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)) {
      if ([secondFeed, productFeed].includes(url.origin)) origins.add(url.origin);
    }
  });
  return origins;
}

test('the dev shell loads the feed from the overriding server, names it, and clears it', async ({
  page,
}) => {
  await page.goto('/remotes.json');
  await page.evaluate(
    (manifest) => localStorage.setItem('murmur.remote:feed', manifest),
    `${secondFeed}/mf-manifest.json`,
  );
  const origins = feedOrigins(page);

  await loginAsGuest(page);

  const bar = page.getByRole('region', { name: 'Remote overrides' });
  await expect(bar).toContainText(`feed from ${secondFeed}`);
  await expect(
    page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first(),
  ).toBeVisible();
  expect([...origins]).toEqual([secondFeed]);

  origins.clear();
  await Promise.all([
    page.waitForEvent('load'),
    bar.getByRole('button', { name: 'Clear the feed override' }).click(),
  ]);
  await expect(
    page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect([...origins]).toEqual([productFeed]);
});
