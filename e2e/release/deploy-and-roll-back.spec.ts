/**
 * The release workflow (docs/releases.md) in a store of the test's own, served by nginx on
 * :4510 (`npm run serve:deploy`): deploy all; a changed feed-app deployed while pages are open,
 * which keep working on the version they started with (even for files they ask for after the
 * deploy) and offer a reload; rollback; two deploys at once; a deploy the compatibility check
 * refuses. The changed builds come from a scratch copy of the repository: a feed whose
 * suggestions heading reads "People to follow", with a shared button style every app bundles.
 */
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { recordViolations } from '../deploy/support/policy';
import { NEWER_CORE_REFUSAL, bumpCoreMinor } from '../deploy/support/coreVersion';
import { scratchCopy, type ScratchCopy } from '../deploy/support/scratchCopy';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { leaveAndComeBack, suggestionsHeading, versionsRequested } from './support/releasePage';

const PORT = 4510;
const OLD_HEADING = 'Who to follow';
const NEW_HEADING = 'People to follow';

let copy: ScratchCopy;
let store: ReleaseStore;
let changedFeed: string;

test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  copy = scratchCopy('release');
  copy.edit('feed-app/src/features/home/Suggestions.tsx', (tsx) =>
    tsx.replace(/(\n\s*)Who to follow(\n\s*<\/h2>)/, `$1${NEW_HEADING}$2`),
  );
  copy.edit('shared/ui/src/Button/Button.module.scss', (scss) =>
    scss.replace(/(\.button \{\n)/, '$1  letter-spacing: 0.01em;\n'),
  );
  changedFeed = join(copy.root, 'feed-next');
  await copy.build('feed-app', changedFeed);

  store = releaseStore('workflow', PORT);
  // The five builds this run made (`npm run build`), as the first release.
  const first = await store.run('deploy', ['all', '--from', '.']);
  expect(first.code, first.stderr).toBe(0);
  await store.serve();
});

test.afterAll(async () => {
  await store?.stop();
  copy?.remove();
});

/** A page in a browser context of its own (signed out), the mock answering at once. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  await context.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
  return context.newPage();
}

/** The feed's files a page was answered, with their status. */
function feedResponses(page: Page): { path: string; status: number }[] {
  const answered: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/apps/feed-app/'))
      answered.push({ path: pathname, status: response.status() });
  });
  return answered;
}

test('a changed feed-app goes live with one command and back with another; open pages keep working', async ({
  page,
  browser,
}) => {
  const violations = await recordViolations(page);
  const filesAtFirst = store.versionFiles();
  await page.clock.install();
  const feedVersions = versionsRequested(page, 'feed-app');
  await loginAsGuest(page);
  await expect(suggestionsHeading(page)).toHaveText(OLD_HEADING);
  expect(new Set(feedVersions)).toEqual(new Set(['v1']));

  // Another page opened before the deploy, signed out, on a page no remote serves: it has read
  // the pointers (and the remotes' manifests) but loaded none of the feed's code yet.
  const late = await freshPage(browser);
  const lateViolations = await recordViolations(late);
  await late.goto('/nowhere');
  await expect(late.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const lateFeed = feedResponses(late);

  const deployed = await store.run('deploy', ['feed-app', '--from', changedFeed]);
  expect(deployed.code, deployed.stderr).toBe(0);
  expect(deployed.stdout).toContain('feed-app v2 is live (was v1).');
  const filesAfterDeploy = store.versionFiles();

  // The late page signs in after the deploy: the feed's entry and chunks it asks for now are
  // still the version it started with, and they are all there.
  await late.getByRole('link', { name: 'Go to the home feed' }).click();
  await late.getByRole('button', { name: 'Use guest login' }).click();
  await expect(suggestionsHeading(late)).toHaveText(OLD_HEADING);
  expect(lateFeed.map(({ path }) => path)).toEqual(
    expect.arrayContaining([
      '/apps/feed-app/v1/remoteEntry.js',
      expect.stringMatching(/^\/apps\/feed-app\/v1\/static\/js\/async\/.+\.[0-9a-f]{8}\.js$/),
    ]),
  );
  expect(
    lateFeed.every(({ path, status }) => path.startsWith('/apps/feed-app/v1/') && status === 200),
  ).toBe(true);

  // The page open all along goes on working with what it loaded.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(suggestionsHeading(page)).toHaveText(OLD_HEADING);

  // Back into view within a minute of its start it asks nothing; after a minute it reads the
  // pointers, sees the feed's, and offers a reload, which it leaves to the person.
  const pointerReads: string[] = [];
  page.on('request', (request) => {
    if (/\/(remotes\.json|index\.html)$/.test(request.url())) pointerReads.push(request.url());
  });
  await leaveAndComeBack(page);
  const prompt = page.getByRole('region', { name: 'New version' });
  await page.waitForTimeout(500);
  expect(pointerReads).toEqual([]);
  await expect(prompt).toBeHidden();
  await page.clock.fastForward('01:01');
  await leaveAndComeBack(page);
  await expect(prompt).toContainText('A new version of Murmur is available.');
  await page.evaluate(() => Object.assign(window, { murmurStillThisPage: true }));
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => 'murmurStillThisPage' in window)).toBe(true);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(suggestionsHeading(page)).toHaveText(NEW_HEADING);
  expect(feedVersions.at(-1)).toBe('v2');
  await expect(prompt).toBeHidden();

  // Rollback: the previous version is live again within seconds, with nothing built.
  const rolledBack = await store.run('rollback', ['feed-app']);
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toContain('feed-app v1 is live again (was v2).');
  expect(rolledBack.ms).toBeLessThan(10_000);
  await page.reload();
  await expect(suggestionsHeading(page)).toHaveText(OLD_HEADING);
  expect(feedVersions.at(-1)).toBe('v1');

  // Every version's files stayed byte for byte (and untouched) throughout; the rollback wrote none.
  const filesAtEnd = store.versionFiles();
  expect(filesAtEnd).toEqual(filesAfterDeploy);
  for (const [path, fingerprint] of Object.entries(filesAtFirst)) {
    expect(filesAtEnd[path], path).toEqual(fingerprint);
  }
  expect(Object.keys(filesAtEnd).some((path) => path.startsWith('feed-app/v2/'))).toBe(true);

  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
  expect(lateViolations.events).toEqual([]);
  await late.context().close();
});

test('two deploys of different apps at the same moment both land', async () => {
  // Each builds its app from the scratch copy (the shared button changed, so both differ).
  const [auth, post] = await Promise.all([
    store.run('deploy', ['auth-app'], copy.root),
    store.run('deploy', ['post-app'], copy.root),
  ]);
  expect(auth.code, auth.stderr).toBe(0);
  expect(post.code, post.stderr).toBe(0);
  expect(auth.stdout).toContain('auth-app v2 is live (was v1).');
  expect(post.stdout).toContain('post-app v2 is live (was v1).');

  const remotes = JSON.parse(store.pointers().remotes) as Record<string, { version: string }>;
  expect(remotes.auth!.version).toBe('v2');
  expect(remotes.post!.version).toBe('v2');
  expect(remotes.feed!.version).toBe('v1');
  const served = (await (await fetch(`${store.origin}/remotes.json`)).json()) as typeof remotes;
  expect(served).toEqual(remotes);
});

test('a deploy the compatibility check refuses says why and leaves the pointers byte-identical', async ({
  page,
}) => {
  // The copy's core takes its next minor version: a feed built there needs it; the live shell
  // has the current one.
  copy.edit('shared/core/package.json', bumpCoreMinor);
  const newerCoreFeed = join(copy.root, 'feed-newer-core');
  await copy.build('feed-app', newerCoreFeed);
  const pointers = store.pointers();
  const files = store.versionFiles();

  const refused = await store.run('deploy', ['feed-app', '--from', newerCoreFeed]);

  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(NEWER_CORE_REFUSAL);
  expect(refused.stderr).toContain('The pointers are unchanged.');
  expect(store.pointers()).toEqual(pointers);
  expect(store.versionFiles()).toEqual(files);

  // And the product goes on as it was.
  const violations = await recordViolations(page);
  await loginAsGuest(page);
  await expect(suggestionsHeading(page)).toHaveText(OLD_HEADING);
  expect(violations.events).toEqual([]);
});
