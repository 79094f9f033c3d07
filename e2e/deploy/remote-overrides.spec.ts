/**
 * A developer points a deployed production shell at another feed server for their tab only:
 * local storage `murmur.remote:feed` = that server's manifest URL. The shell honours it for an
 * origin on its allow-list (remote-overrides.json beside remotes.json: localhost and 127.0.0.1
 * by default), names it in a bar with a button that clears it, and refuses any other origin
 * without requesting anything from it. Copies of the builds on 4207–4211 (the resilience tests
 * hold 4200–4204), a second feed on 4216, and a stranger's server (a feed too, so it would work
 * if it were ever loaded) on 4217.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { allApps, host, remotes, type AppEntry, appByName } from '@murmur/build/apps';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { copyBuilds, distOf, tempFolder, writeRemotesJson } from './support/builds';
import { regenerateCsp } from './support/policy';
import { serveFolder, stopAll, type RunningServer } from './support/servers';

const portOf = (app: AppEntry) => app.servePort + 207;
const deployedFeed = `http://localhost:${portOf(appByName('feed'))}`;
const localFeed = 'http://localhost:4216';
// Chromium resolves every *.localhost name to this machine: a real server on an origin that
// the default allow-list (http://localhost:*, http://127.0.0.1:*) does not name.
const strangerFeed = 'http://stranger.localhost:4217';

let deployment: ReturnType<typeof tempFolder>;
let servers: RunningServer[] = [];
const shellFolder = () => join(deployment.path, host.dir);

test.use({ baseURL: `http://localhost:${portOf(host)}` });

test.beforeAll(async () => {
  deployment = tempFolder('overrides');
  copyBuilds(deployment.path);
  writeRemotesJson(
    shellFolder(),
    Object.fromEntries(
      Object.entries(remotes).map(([name, app]) => [
        name,
        `http://localhost:${portOf(app)}/mf-manifest.json`,
      ]),
    ),
  );
  await regenerateCsp(shellFolder());
  const extraFeeds = [localFeed, strangerFeed].map((origin) => {
    const folder = join(deployment.path, `feed-${new URL(origin).port}`);
    cpSync(distOf(appByName('feed').dir), folder, { recursive: true });
    return serveFolder(folder, Number(new URL(origin).port));
  });
  servers = await Promise.all([
    ...allApps.map((app) => serveFolder(join(deployment.path, app.dir), portOf(app))),
    ...extraFeeds,
  ]);
});

test.afterAll(async () => {
  await stopAll(servers);
  deployment?.remove();
});

/** Every origin the page sends a request to, whatever the request is for. */
function requestedOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

/** Origins the feed remote's manifest, entry and exposed pages came from. */
function feedOrigins(page: Page): string[] {
  const origins: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/(mf-manifest\.json|remoteEntry\.js)$|__federation_expose_pages/.test(url.pathname)) {
      if ([deployedFeed, localFeed, strangerFeed].includes(url.origin)) origins.push(url.origin);
    }
  });
  return origins;
}

/** Sets the key on the shell's origin from a page that runs none of the app (no early requests). */
async function setOverride(page: Page, remote: string, manifestUrl: string) {
  await page.goto('/remotes.json');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`murmur.remote:${remote}`, manifestUrl],
  );
}

const overridesBar = (page: Page) => page.getByRole('region', { name: 'Remote overrides' });

test('an override to an allowed origin loads the feed from there, says so, and is cleared by its button', async ({
  page,
}) => {
  await setOverride(page, 'feed', `${localFeed}/mf-manifest.json`);
  const origins = feedOrigins(page);

  await loginAsGuest(page);

  await expect(overridesBar(page)).toContainText(`feed from ${localFeed}`);
  expect(new Set(origins)).toEqual(new Set([localFeed]));
  // Toasts start below the bar, never over its button.
  await page.getByRole('banner').getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByRole('textbox', { name: 'Post content' }).fill('Posted beside an override.');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Post published' });
  await expect(toast).toBeVisible();
  const barBox = await overridesBar(page).boundingBox();
  // (Polled: the toast slides in from above.)
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -Infinity)
    .toBeGreaterThanOrEqual(barBox!.y + barBox!.height);

  origins.length = 0;
  await Promise.all([
    page.waitForEvent('load'),
    overridesBar(page).getByRole('button', { name: 'Clear the feed override' }).click(),
  ]);

  await expect(
    page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(overridesBar(page)).toHaveCount(0);
  expect(new Set(origins)).toEqual(new Set([deployedFeed]));
  expect(await page.evaluate(() => localStorage.getItem('murmur.remote:feed'))).toBeNull();
});

test('an override to an origin not on the allow-list is refused and nothing is requested from it', async ({
  page,
}) => {
  await setOverride(page, 'feed', `${strangerFeed}/mf-manifest.json`);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const origins = requestedOrigins(page);
  const fromFeed = feedOrigins(page);

  await loginAsGuest(page);

  expect(warnings).toContainEqual(
    expect.stringContaining(
      `${strangerFeed} is not on this shell's allow-list (/remote-overrides.json: http://localhost:*, http://127.0.0.1:*)`,
    ),
  );
  await expect(overridesBar(page)).toHaveCount(0);
  expect(new Set(fromFeed)).toEqual(new Set([deployedFeed]));
  expect([...origins]).not.toContain(strangerFeed);
});

test('a deployment that empties its allow-list turns overrides off', async ({ page }) => {
  const allowList = join(shellFolder(), 'remote-overrides.json');
  writeFileSync(allowList, JSON.stringify({ allowedOrigins: [] }));
  try {
    await setOverride(page, 'feed', `${localFeed}/mf-manifest.json`);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const origins = requestedOrigins(page);

    await loginAsGuest(page);

    expect(warnings).toContainEqual(
      expect.stringContaining('remote overrides are off in this deployment'),
    );
    await expect(overridesBar(page)).toHaveCount(0);
    expect([...origins]).not.toContain(localFeed);
  } finally {
    writeFileSync(
      allowList,
      JSON.stringify({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }),
    );
  }
});
