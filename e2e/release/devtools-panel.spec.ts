/**
 * The panel that says what a page runs (`?devtools`) and faults on demand (`?chaos=`), told in
 * docs/developing.md, "What a page runs, and faults on demand", on a release store served by
 * nginx: on a canary's session it names the canary and why; after a fallback forced by a version
 * whose entry throws, the last good version and the failure; `?chaos=feed:throw` breaks the feed
 * in a preview's browser and is ignored by a live session, which fetches nothing for it.
 */
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { feedVersion, tempFolder } from '../deploy/support/builds';
import { repoRoot } from '../deploy/support/servers';
import { releaseStore, type ReleaseStore } from './support/releaseStore';

const PORT = 4573;
const ORIGIN = `http://localhost:${PORT}`;
const LIVE_BUCKET = 99;
const CANARY_BUCKET = 0;

let store: ReleaseStore;
let folders: ReturnType<typeof tempFolder>;

test.describe.configure({ mode: 'serial' });

async function run(command: string, args: string[]) {
  const result = await store.run(command, args);
  expect(result.code, result.stderr).toBe(0);
}

test.beforeAll(async () => {
  folders = tempFolder('devtools-panel');
  store = releaseStore('devtools-panel', PORT);
  await run('deploy', ['all', '--from', '.']);
  await store.serve();
});

test.afterAll(async () => {
  await store?.stop();
  folders?.remove();
});

/** A fresh browser with a bucket of its own, signed in on /home. */
async function signedIn(browser: Browser, bucket: number, firstPath = '/'): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: 'block' });
  await context.addInitScript((kept) => {
    window.localStorage.setItem('murmur.mockDelay', '0');
    window.localStorage.setItem('murmur.canaryBucket', String(kept));
  }, bucket);
  const page = await context.newPage();
  await page.goto(firstPath);
  // A preview's browser signs in once its bar says it is on the preview, as a person would.
  if (firstPath.includes('preview='))
    await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await page.waitForURL('**/home');
  return page;
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'What this page runs' });
const feedRow = (page: Page) => panelOf(page).getByRole('row', { name: 'feed', exact: true });

test('on a canary’s session the panel names the canary and why; it stays for the tab until closed', async ({
  browser,
}) => {
  await run('deploy', [
    'feed-app',
    '--from',
    feedVersion(folders.path, 'feed-next', '// the next feed'),
    '--canary',
    '50',
  ]);
  const page = await signedIn(browser, CANARY_BUCKET);
  await page.goto('/home?devtools');
  await expect(feedRow(page)).toContainText('v2 (canary)');
  await expect(feedRow(page)).toContainText(
    'The canary, for 50 % of sessions: this browser’s bucket is 0, below 50.',
  );
  await expect(feedRow(page)).toContainText(/Each of its \d+ files checked against its hash/);
  await expect(panelOf(page).getByRole('row', { name: 'profile', exact: true })).toContainText(
    'v1 (live)',
  );
  const react = panelOf(page).getByRole('row', { name: 'react', exact: true });
  await expect(react.getByRole('rowheader')).toHaveText('react (singleton)');
  await expect(react.getByRole('cell').nth(1)).toHaveText('shell');
  await expect(panelOf(page)).toContainText('Shell v1');
  // Nothing to break on a live production page: no faults offered.
  await expect(panelOf(page).getByRole('heading', { name: 'Faults on demand' })).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
  // `MURMUR_DOCS_SCREENSHOTS=1` refreshes the picture docs/developing.md shows.
  if (process.env.MURMUR_DOCS_SCREENSHOTS === '1') {
    await panelOf(page).screenshot({ path: join(repoRoot, 'docs/images/devtools-panel.png') });
  }

  await page.reload();
  await expect(feedRow(page)).toContainText('v2 (canary)');
  await panelOf(page).getByRole('button', { name: 'Close' }).click();
  await expect(panelOf(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('murmur.devtools'))).toBeNull();
  // Its key opens and closes it.
  await page.keyboard.press('Alt+Shift+D');
  await expect(feedRow(page)).toContainText('v2 (canary)');
  await page.keyboard.press('Alt+Shift+D');
  await expect(panelOf(page)).toHaveCount(0);
  await page.context().close();
});

test('after a forced fallback the panel names the last good version and the failure', async ({
  browser,
}) => {
  const broken = feedVersion(
    folders.path,
    'feed-broken',
    'throw new Error("this feed is broken");',
  );
  await run('deploy', ['feed-app', '--from', broken]);
  const page = await signedIn(browser, LIVE_BUCKET);
  // The person sees the feed: the page took the last good version, quietly.
  await expect(page.getByRole('complementary', { name: 'Suggestions' })).toBeVisible();
  await page.goto('/home?devtools');
  await expect(feedRow(page)).toContainText('v1 (last good)');
  await expect(feedRow(page)).toContainText('v3 failed: did not load after three tries.');
  await page.context().close();
  await run('rollback', ['feed-app']);
});

test('?chaos makes the feed throw in a preview’s browser, and a live session ignores it', async ({
  browser,
}) => {
  const preview = feedVersion(folders.path, 'feed-preview', '// a preview');
  await run('deploy', ['feed-app', '--from', preview, '--preview', 'try-chaos']);

  const previewing = await signedIn(
    browser,
    LIVE_BUCKET,
    '/?preview=feed-app:try-chaos&chaos=feed:throw',
  );
  await expect(previewing.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expect(previewing.getByText('The feed stopped working.')).toBeVisible();
  await previewing.goto('/home?devtools');
  await expect(
    panelOf(previewing).getByRole('heading', { name: 'Faults on demand' }),
  ).toBeVisible();
  await expect(panelOf(previewing)).toContainText('feed fails on purpose: throw');
  await panelOf(previewing).getByRole('button', { name: 'Reload without faults' }).click();
  await expect(previewing.getByRole('complementary', { name: 'Suggestions' })).toBeVisible();
  await previewing.context().close();

  const live = await signedIn(browser, LIVE_BUCKET, '/?chaos=feed:throw');
  const chaosFiles: string[] = [];
  live.on('request', (request) => {
    if (/\/chaos\.[0-9a-f]+\.js$/.test(request.url())) chaosFiles.push(request.url());
  });
  await live.goto('/home?chaos=feed:offline');
  await expect(live.getByRole('complementary', { name: 'Suggestions' })).toBeVisible();
  await expect(live.getByText('could not be loaded')).toHaveCount(0);
  expect(await live.evaluate(() => window.sessionStorage.getItem('murmur.chaos'))).toBeNull();
  expect(chaosFiles).toEqual([]);
  await live.context().close();
});
