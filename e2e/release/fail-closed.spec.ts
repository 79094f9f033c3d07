/**
 * Every file the page loads from a release store is pinned, and a production page fails closed
 * (docs/releases.md, "Integrity"), in a store of the test's own on :4550. The attacks: whoever
 * can write the store changes a later chunk of the shell, or its start-up stylesheet, in place
 * (the page's own scripts are pinned by the page, the rest by the shell's chunk loader); or
 * strips a version's hashes from remotes.json so that its files would load unchecked. What they
 * get: nothing of theirs runs or styles the page; the stripped version is refused as a tampered
 * one, the page takes the last good version, and with none left shows the error and "Try again".
 */
import { chmodSync, cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { distOf, tempFolder } from '../deploy/support/builds';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { suggestionsHeading, versionsRequested } from './support/releasePage';

const PORT = 4550;
const HEADING = 'Who to follow';
const STRIPPED = 'was refused: the store names it without the hashes of its files.';

let store: ReleaseStore;
let builds: ReturnType<typeof tempFolder>;

test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  builds = tempFolder('release-fail-closed-builds');
  store = releaseStore('fail-closed', PORT);
  const first = await store.run('deploy', ['all', '--from', '.']);
  expect(first.code, first.stderr).toBe(0);
  // v2: the same feed with a byte of its own, so that v1 is its last good version.
  const feed = join(builds.path, 'feed-v2');
  cpSync(distOf('feed-app'), feed, { recursive: true });
  append(join(feed, 'remoteEntry.js'), '\n');
  const again = await store.run('deploy', ['feed-app', '--from', feed]);
  expect(again.code, again.stderr).toBe(0);
  await store.serve();
});

test.afterAll(async () => {
  await store?.stop();
  builds?.remove();
});

/** A file of the live shell v1, by the pattern of its name under `folder`. */
function shellFile(folder: string, name: RegExp): string {
  const found = readdirSync(join(store.root, 'apps/shell/v1', folder)).find((file) =>
    name.test(file),
  );
  if (!found) throw new Error(`The shell has no ${name} in ${folder}.`);
  return join(store.root, 'apps/shell/v1', folder, found);
}

/**
 * Text appended to a file (a deployed one read-only: as an attacker with write access would);
 * returns what puts the file back as it was, for the tests that follow.
 */
function append(path: string, text: string): () => void {
  const before = readFileSync(path);
  const write = (bytes: Buffer | string) => {
    chmodSync(path, 0o644);
    writeFileSync(path, bytes);
    chmodSync(path, 0o444);
  };
  write(`${before.toString('utf8')}${text}`);
  return () => write(before);
}

/** The browser's own word that it blocked a file for its bytes. */
const blockedFor = (file: RegExp) => (message: ConsoleMessage) =>
  /integrity/i.test(message.text()) && file.test(message.text());

async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  await context.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

test("a later chunk of the shell changed in the store is blocked: the attacker's code never runs", async ({
  browser,
}) => {
  // Web Vitals: a chunk the shell's own loader fetches once the first screen is shown.
  const restore = append(
    shellFile('static/js/async', /^web-vitals\.[0-9a-f]+\.js$/),
    '\n;window.__murmurTampered = "web-vitals";\n',
  );
  const { page } = await newPage(browser);
  const blocked = page.waitForEvent('console', blockedFor(/web-vitals\.[0-9a-f]+\.js/));
  await loginAsGuest(page);
  await blocked;
  expect(
    await page.evaluate(() => (window as { __murmurTampered?: string }).__murmurTampered),
  ).toBe(undefined);
  // The rest of the page works: only the changed file was refused.
  await expect(suggestionsHeading(page)).toHaveText(HEADING);
  await page.context().close();
  restore();
});

test("the shell's start-up stylesheet changed in the store styles nothing", async ({ browser }) => {
  const restore = append(
    shellFile('static/css/async', /^start-up\.[0-9a-f]+\.css$/),
    '\n#root { outline: 9px solid rgb(255, 0, 0); }\n',
  );
  const { page } = await newPage(browser);
  const blocked = page.waitForEvent('console', blockedFor(/start-up\.[0-9a-f]+\.css/));
  await page.goto('/');
  await blocked;
  await expect(page.getByRole('button', { name: 'Use guest login' })).toBeVisible();
  expect(
    await page.locator('#root').evaluate((root) => getComputedStyle(root).outlineWidth),
  ).not.toBe('9px');
  await page.context().close();
  restore();
});

/** remotes.json with the feed's hashes taken out, as whoever can write it could. */
function stripFeedHashes(lastGoodToo: boolean): void {
  const path = join(store.root, 'remotes.json');
  const remotes = JSON.parse(readFileSync(path, 'utf8')) as Record<
    string,
    Record<string, unknown> & { lastGood: Record<string, unknown> }
  >;
  delete remotes.feed!.integrity;
  if (lastGoodToo) delete remotes.feed!.lastGood.integrity;
  writeFileSync(path, `${JSON.stringify(remotes, null, 2)}\n`);
}

test('a live version whose hashes were stripped from the pointer is refused unfetched: the last good one serves', async ({
  browser,
}) => {
  stripFeedHashes(false);
  const { page, errors } = await newPage(browser);
  const feedVersions = versionsRequested(page, 'feed-app');
  await loginAsGuest(page);
  await expect(suggestionsHeading(page)).toHaveText(HEADING);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toContainEqual(expect.stringContaining(`The "feed" app v2 ${STRIPPED}`));
  // Not one file of the stripped version was asked for.
  expect(feedVersions.length).toBeGreaterThan(0);
  expect(feedVersions.filter((version) => version === 'v2')).toEqual([]);
  await page.context().close();
});

test('with the last good version stripped too, the page shows its error and "Try again"', async ({
  browser,
}) => {
  stripFeedHashes(true);
  const { page } = await newPage(browser);
  const feedVersions = versionsRequested(page, 'feed-app');
  await page.goto('/');
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The feed could not be loaded.');
  await expect(alert).toContainText(`The "feed" app v1 ${STRIPPED}`);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(feedVersions).toEqual([]);
  await page.context().close();
});
