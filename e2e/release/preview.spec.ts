/**
 * Previews on nginx (docs/releases.md), in a store of the test's own on :4540: a changed
 * feed-app deployed with `--preview new-feed` reaches the one browser that opens its link, on
 * top of the live versions of the others, with the Preview bar; another browser stays live;
 * leaving returns to live. A preview the compatibility gate refuses says why, and the feed
 * stays live. No build of its own: the previews are the repository's feed build with its
 * suggestions heading changed, or its manifest asking for a newer core.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { distOf, tempFolder } from '../deploy/support/builds';
import { NEWER_CORE_REFUSAL, NEXT_CORE_VERSION } from '../deploy/support/coreVersion';
import { recordViolations } from '../deploy/support/policy';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { suggestionsHeading } from './support/releasePage';

const PORT = 4540;
const ORIGIN = `http://localhost:${PORT}`;
const OLD_HEADING = 'Who to follow';
const NEW_HEADING = 'Suggested for you';

let store: ReleaseStore;
let builds: ReturnType<typeof tempFolder>;

test.use({ baseURL: ORIGIN });

/** The feed build, copied and changed by `change(folder)`. */
function changedFeed(label: string, change: (folder: string) => void): string {
  const folder = join(builds.path, label);
  cpSync(distOf('feed-app'), folder, { recursive: true });
  change(folder);
  return folder;
}

function editFiles(folder: string, edit: (text: string) => string) {
  for (const path of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!path.endsWith('.js')) continue;
    const file = join(folder, path);
    const text = readFileSync(file, 'utf8');
    if (edit(text) !== text) writeFileSync(file, edit(text));
  }
}

test.beforeAll(async () => {
  builds = tempFolder('preview-builds');
  const newFeed = changedFeed('new-feed', (folder) =>
    editFiles(folder, (js) => js.replaceAll(OLD_HEADING, NEW_HEADING)),
  );
  const newerCore = changedFeed('newer-core', (folder) => {
    const path = join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as {
      shared: { name: string; requiredVersion?: string }[];
    };
    for (const shared of manifest.shared) {
      if (shared.name === '@murmur/core') shared.requiredVersion = `^${NEXT_CORE_VERSION}`;
    }
    writeFileSync(path, JSON.stringify(manifest));
  });

  store = releaseStore('preview', PORT);
  const first = await store.run('deploy', ['all', '--from', '.']);
  expect(first.code, first.stderr).toBe(0);
  const preview = await store.run('deploy', [
    'feed-app',
    '--from',
    newFeed,
    '--preview',
    'new-feed',
  ]);
  expect(preview.code, preview.stderr).toBe(0);
  expect(preview.stdout).toMatch(
    /feed-app v2 is the preview "new-feed" until .*; v1 stays live for everyone else\./,
  );
  expect(preview.stdout).toContain('Open it: http://localhost:4500/?preview=feed-app:new-feed');
  const refused = await store.run('deploy', [
    'feed-app',
    '--from',
    newerCore,
    '--preview',
    'newer-core',
  ]);
  expect(refused.code, refused.stderr).toBe(0);
  expect(refused.stdout).toContain('Warning: browsers will refuse it');
  expect(JSON.parse(store.pointers().remotes).feed.version).toBe('v1');
  await store.serve();
});

test.afterAll(async () => {
  await store?.stop();
  builds?.remove();
});

async function newBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
  const page = await context.newPage();
  return { context, page, violations: await recordViolations(page) };
}

async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

const previewBar = (page: Page) => page.getByRole('region', { name: 'Preview' });

test('a preview link puts that browser alone on the preview, with its bar, until it leaves', async ({
  browser,
  request,
}) => {
  const previews = await request.get('/previews.json');
  expect(previews.headers()['cache-control']).toBe('no-cache');

  const previewer = await newBrowser(browser);
  await previewer.page.goto('/?preview=feed-app:new-feed');
  await expect(previewBar(previewer.page)).toContainText(
    'Preview: feed-app new-feed (v2) · The compatibility gate admits it.',
  );
  expect(new URL(previewer.page.url()).search).toBe(''); // the link's wish is kept, not the address
  await signIn(previewer.page);
  await expect(suggestionsHeading(previewer.page)).toHaveText(NEW_HEADING);
  await previewer.page.reload();
  await expect(suggestionsHeading(previewer.page)).toHaveText(NEW_HEADING);

  const other = await newBrowser(browser);
  await other.page.goto('/');
  await signIn(other.page);
  await expect(suggestionsHeading(other.page)).toHaveText(OLD_HEADING);
  await expect(previewBar(other.page)).toBeHidden();

  await previewBar(previewer.page).getByRole('button', { name: 'Leave preview' }).click();
  await expect(suggestionsHeading(previewer.page)).toHaveText(OLD_HEADING);
  await expect(previewBar(previewer.page)).toBeHidden();

  const listed = await store.run('releases', ['feed-app']);
  expect(listed.stdout).toMatch(/ {2}v2 .*← preview new-feed until /);
  // Removed from the store, a preview's link leads to live.
  const removed = await store.run('preview:remove', ['new-feed']);
  expect(removed.code, removed.stderr).toBe(0);
  await previewer.page.goto('/home?preview=feed-app:new-feed');
  await expect(suggestionsHeading(previewer.page)).toHaveText(OLD_HEADING);
  await expect(previewBar(previewer.page)).toBeHidden();

  for (const { violations, context } of [previewer, other]) {
    expect(violations.events).toEqual([]);
    await context.close();
  }
});

test('a preview the compatibility gate refuses says why, and the feed stays live', async ({
  browser,
}) => {
  const { page, context, violations } = await newBrowser(browser);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto('/?preview=feed-app:newer-core');
  await expect(previewBar(page)).toContainText(
    `Refused by the compatibility gate: ${NEWER_CORE_REFUSAL}. feed-app stays on its live version.`,
  );
  await signIn(page);
  await expect(suggestionsHeading(page)).toHaveText(OLD_HEADING);
  // Its manifest was read for the verdict, and nothing else of it.
  expect(requested.filter((path) => path.startsWith('/apps/feed-app/v3/'))).toEqual([
    '/apps/feed-app/v3/mf-manifest.json',
  ]);
  expect(violations.events).toEqual([]);
  await context.close();
});
