/**
 * Redeploying one remote elsewhere: the built shell reads remotes.json at run time, so editing
 * the deployed file, regenerating the shell's Content-Security-Policy (`npm run deploy:csp`)
 * and reloading moves the feed to another server, with no shell rebuild. Copies of the five
 * builds are served on ports of their own (4100–4104, a second feed on 4112), so the journeys'
 * servers on 4000–4004 are left alone. This deployment allows no remote override, so its
 * policy admits exactly the remotes of remotes.json: a stale policy would block the new feed.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { allApps, host, remotesMap, type AppEntry, appByName } from '@murmur/build/apps';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { copyBuilds, distOf, tempFolder, writeRemotesJson } from './support/builds';
import { regenerateCsp } from './support/policy';
import { serveFolder, stopAll, type RunningServer } from './support/servers';

const portOf = (app: AppEntry) => app.servePort + 100;
const firstFeed = `http://localhost:${portOf(appByName('feed'))}`;
const secondFeed = `http://localhost:${appByName('feed').servePort + 110}`;

/** remotes.json of this deployment: every remote on its port here, the feed where asked. */
const remotesJson = (feedOrigin: string) => ({
  ...remotesMap(portOf),
  feed: `${feedOrigin}/mf-manifest.json`,
});

let deployment: ReturnType<typeof tempFolder>;
let servers: RunningServer[] = [];
let shellServer: RunningServer | undefined;
const shellFolder = () => join(deployment.path, host.dir);
const serveShell = () => serveFolder(shellFolder(), portOf(host));

test.use({ baseURL: `http://localhost:${portOf(host)}` });

test.beforeAll(async () => {
  deployment = tempFolder('deployment');
  copyBuilds(deployment.path);
  const secondFeedFolder = join(deployment.path, 'feed-app-second');
  cpSync(distOf(appByName('feed').dir), secondFeedFolder, { recursive: true });
  writeRemotesJson(shellFolder(), remotesJson(firstFeed));
  writeFileSync(
    join(shellFolder(), 'remote-overrides.json'),
    JSON.stringify({ allowedOrigins: [] }),
  );
  await regenerateCsp(shellFolder());
  [shellServer, ...servers] = await Promise.all([
    serveShell(),
    ...allApps
      .filter((app) => app !== host)
      .map((app) => serveFolder(join(deployment.path, app.dir), portOf(app))),
    serveFolder(secondFeedFolder, Number(new URL(secondFeed).port)),
  ]);
});

test.afterAll(async () => {
  await stopAll([shellServer, ...servers]);
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
  await regenerateCsp(shellFolder());
  // The static server reads serve.json when it starts.
  await shellServer?.stop();
  shellServer = await serveShell();
  origins.length = 0;
  const reloaded = await page.reload();

  const policy = reloaded?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' `);
  expect(policy).toContain(secondFeed);
  expect(policy).not.toContain(firstFeed);

  const feed = page.getByRole('feed', { name: 'Home feed' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  expect(new Set(origins)).toEqual(new Set([secondFeed]));
  // The manifest, the entry and the exposed pages all came from the new server.
  expect(origins.length).toBeGreaterThanOrEqual(3);
});
