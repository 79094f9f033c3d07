/**
 * `npm start -- --dev=feed`: the feed on its dev server, the shell and the other remotes served
 * from their development builds (`<app>/dist-dev`); a feed edit shows at :3000 in place, and an
 * edit to what the built apps are made of rebuilds them and reloads the page, saying why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, appByName } from '@murmur/build/apps';
import type { Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { repoRoot } from '../deploy/support/servers';
import { editSource } from './support/editSource';
import { hotReloadSockets, markDocument, stillSameDocument } from './support/page';
import { runProductForFile } from './support/runningProduct';

runProductForFile(['--dev=feed']);
test.use({ baseURL: 'http://localhost:3000' });

const builtApps = allApps.filter((app) => app !== appByName('feed'));

test('serves the other apps from their builds and the feed from its dev server', async ({
  page,
  request,
}) => {
  for (const app of builtApps) {
    const file = app.name === 'shell' ? 'static/js/main.js' : 'remoteEntry.js';
    const served = await (await request.get(`http://localhost:${app.devPort}/${file}`)).text();
    expect(served, `${app.dir}'s ${file}`).toBe(
      readFileSync(join(repoRoot, app.dir, 'dist-dev', file), 'utf8'),
    );
  }

  const sockets = hotReloadSockets(page);
  await loginAsGuest(page);
  // Only the feed's dev server talks to the page: the built apps have no hot-reload client.
  expect([...sockets]).toEqual(['localhost:3002']);
});

test('a feed edit shows at :3000 in place', async ({ page }) => {
  await loginAsGuest(page);
  await markDocument(page);

  const restore = editSource(
    'feed-app/src/features/home/HomePage.tsx',
    '<Suggestions />',
    '<Suggestions /><p>Edited in feed-app while running</p>',
  );
  try {
    await expect(page.getByText('Edited in feed-app while running')).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    restore();
  }
  expect(await stillSameDocument(page)).toBe(true);
  await expect(page.getByRole('feed', { name: 'Home feed' })).toBeVisible();
});

/** Resolves with the note the page writes once it has reloaded for rebuilt development builds. */
function reloadedForRebuild(page: Page, edited: string) {
  return page.waitForEvent('console', {
    predicate: (message) =>
      message.text().startsWith('[Murmur] The page was reloaded:') &&
      message.text().includes(`rebuilt after an edit to ${edited}`),
    timeout: 90_000,
  });
}

test('a shared UI edit rebuilds the built apps, and the page reloads by itself with it', async ({
  page,
}) => {
  const edited = 'shared/ui/src/PostCard/PostCard.tsx';
  await loginAsGuest(page);
  // A profile is profile-app's page, served from its development build.
  await page.goto('/profile/guest');
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts.first()).toBeVisible();
  await markDocument(page);

  const rebuilt = reloadedForRebuild(page, edited);
  const restore = editSource(edited, '</header>', '</header><p>Edited in the shared UI</p>');
  try {
    const note = await rebuilt;
    expect(note.text()).toContain('shell, auth-app, profile-app, post-app rebuilt');
    expect(await stillSameDocument(page)).toBe(false);
    await expect(posts.first().getByText('Edited in the shared UI')).toBeVisible();
    // Still signed in, on the same page.
    await expect(page).toHaveURL(/\/profile\/guest$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();
  } finally {
    restore();
  }
  // Putting the file back rebuilds them once more: the page follows again.
  await reloadedForRebuild(page, edited);
  await expect(posts.first()).toBeVisible();
  await expect(page.getByText('Edited in the shared UI')).toHaveCount(0);
});
