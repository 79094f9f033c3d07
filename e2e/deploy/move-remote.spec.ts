/**
 * Redeploying one remote elsewhere: the built shell reads remotes.json at run time, so editing
 * the deployed file and reloading moves the feed to another server, with no shell rebuild.
 * Copies of the five builds are served on ports of their own (4100–4104, a second feed on
 * 4112), so the journeys' servers on 4000–4004 are left alone.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { allApps, host, remotes, type AppEntry } from '@murmur/build/apps';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { copyBuilds, distOf, tempFolder, writeRemotesJson } from './support/builds';
import { serveFolder, stopAll, type RunningServer } from './support/servers';

const portOf = (app: AppEntry) => app.servePort + 100;
const firstFeed = `http://localhost:${portOf(remotes.feed)}`;
const secondFeed = `http://localhost:${remotes.feed.servePort + 110}`;

/** remotes.json of this deployment: every remote on its port here, the feed where asked. */
const remotesJson = (feedOrigin: string) => ({
  ...Object.fromEntries(
    Object.entries(remotes).map(([name, app]) => [
      name,
      `http://localhost:${portOf(app)}/mf-manifest.json`,
    ]),
  ),
  feed: `${feedOrigin}/mf-manifest.json`,
});

let deployment: ReturnType<typeof tempFolder>;
let servers: RunningServer[] = [];
const shellFolder = () => join(deployment.path, host.dir);

test.use({ baseURL: `http://localhost:${portOf(host)}` });

test.beforeAll(async () => {
  deployment = tempFolder('deployment');
  copyBuilds(deployment.path);
  const secondFeedFolder = join(deployment.path, 'feed-app-second');
  cpSync(distOf(remotes.feed.dir), secondFeedFolder, { recursive: true });
  writeRemotesJson(shellFolder(), remotesJson(firstFeed));
  servers = await Promise.all([
    ...allApps.map((app) => serveFolder(join(deployment.path, app.dir), portOf(app))),
    serveFolder(secondFeedFolder, Number(new URL(secondFeed).port)),
  ]);
});

test.afterAll(async () => {
  await stopAll(servers);
  deployment?.remove();
});

/** Origins of every request for the feed remote's manifest, entry and exposed pages. */
function feedRemoteOrigins(page: Page): string[] {
  const origins: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (![firstFeed, secondFeed].includes(url.origin)) return;
    if (/\/(mf-manifest\.json|remoteEntry\.js)$|__federation_expose_pages/.test(url.pathname)) {
      origins.push(url.origin);
    }
  });
  return origins;
}

test('editing the deployed remotes.json moves the feed to another server after a reload', async ({
  page,
}) => {
  const origins = feedRemoteOrigins(page);
  await loginAsGuest(page);
  expect(new Set(origins)).toEqual(new Set([firstFeed]));

  writeRemotesJson(shellFolder(), remotesJson(secondFeed));
  origins.length = 0;
  await page.reload();

  const feed = page.getByRole('feed', { name: 'Home feed' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  expect(new Set(origins)).toEqual(new Set([secondFeed]));
  // The manifest, the entry and the exposed pages all came from the new server.
  expect(origins.length).toBeGreaterThanOrEqual(3);
});
