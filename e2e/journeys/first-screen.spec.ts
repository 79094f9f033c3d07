/**
 * The first screen's hints (docs/architecture.md, "The first screen") are only hints:
 * remotes.json says where each remote lives. A page written before a pointer moved (its hints
 * name the manifest the pointer named then) still loads what remotes.json says now.
 */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { homeFeed } from '../support/app';

/** The feed's entry of remotes.json moved to `url`: a URL, or a release store's pointer. */
function moveFeed(remotesJson: Record<string, unknown>, url: (manifest: string) => string) {
  const feed = remotesJson.feed;
  return {
    ...remotesJson,
    feed:
      typeof feed === 'string'
        ? url(feed)
        : { ...(feed as object), manifest: url((feed as { manifest: string }).manifest) },
  };
}

// remotes.json is answered by the test: a service worker would take the request from the route
// (the mock then runs in the page, which this test does not look at).
test.use({ serviceWorkers: 'block' });

test('a page whose hints predate a move of the feed loads the feed remotes.json names now', async ({
  page,
}) => {
  // Without workers the page waits 5 s for one before it runs the mock itself
  // (mock-api/src/browser/mockWorker.ts), and the login's answer comes after that.
  await loginAsGuest(page, { timeout: 15_000 });
  const served = (await (await page.request.get('/remotes.json')).json()) as Record<
    string,
    unknown
  >;
  // The page is written (hints and preloads) from the served remotes.json, which names the feed's
  // manifest without a query; the live one, read by the page as it starts, names another URL of
  // the same build (its server ignores the query, and the Content-Security-Policy admits it).
  const live = moveFeed(served, (manifest) => `${manifest}?moved=1`);
  await page.route('**/remotes.json', (route) => route.fulfill({ json: live }));

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/home');
  // With workers blocked, the page runs the mock itself once the worker has not taken it over
  // within 5 s (mock-api/src/browser/mockWorker.ts): the feed shows after that.
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  // The page had no hint for the feed's live URL: it read that manifest, as the pointer says.
  expect(requested.some((url) => url.endsWith('mf-manifest.json?moved=1'))).toBe(true);
});
