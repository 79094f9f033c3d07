/**
 * Shared tree shaking is safe for a remote deployed later: the builds share Redux Toolkit,
 * react-redux and React Router trimmed to the names Murmur imports, and a feed remote that
 * imports names nobody else does (createDynamicMiddleware, generatePath;
 * fixtures/extra-exports-remote),
 * built alone and deployed by pointing the shell's remotes.json at it, works: the page loads
 * the whole library instead, once, for every app. With the usual feed, the trimmed copies load.
 * Copies of the five builds are served on 4150–4154 and the extra remote on 4155.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { allApps, host, remotesMap, type AppEntry, appByName } from '@murmur/build/apps';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { copyBuilds, tempFolder, writeRemotesJson } from './support/builds';
import { repoRoot, serveFolder, stopAll, type RunningServer } from './support/servers';

const run = promisify(execFile);
const portOf = (app: AppEntry) => app.servePort + 150;
const EXTRA_PORT = 4155;
const FIXTURE_CONFIG = join(__dirname, 'fixtures/extra-exports-remote/rspack.config.ts');

const remotesJson = (feedOrigin: string) => ({
  ...remotesMap(portOf),
  feed: `${feedOrigin}/mf-manifest.json`,
});

let deployment: ReturnType<typeof tempFolder>;
let servers: RunningServer[] = [];
const shellFolder = () => join(deployment.path, host.dir);

test.use({ baseURL: `http://localhost:${portOf(host)}` });

test.beforeAll(async () => {
  deployment = tempFolder('shared-fallback');
  copyBuilds(deployment.path);
  const extraFolder = join(deployment.path, 'feed-extra-exports');
  await run('npx', ['rspack', 'build', '-c', FIXTURE_CONFIG, '--output-path', extraFolder], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    maxBuffer: 16 * 1024 * 1024,
  });
  servers = await Promise.all([
    ...allApps.map((app) => serveFolder(join(deployment.path, app.dir), portOf(app))),
    serveFolder(extraFolder, EXTRA_PORT),
  ]);
});

test.afterAll(async () => {
  await stopAll(servers);
  deployment?.remove();
});

const TRIMMED = ['@reduxjs/toolkit', 'react-redux', 'react-router-dom'];

interface Copies {
  /** Loaded copies in Module Federation's share registry, and which apps use them. */
  loaded: { version: string; from: string; useIn: string[]; names: string[] }[];
}

/** Module Federation's share registry on the page, for the trimmed libraries. */
function sharedCopies(page: Page): Promise<Record<string, Copies>> {
  return page.evaluate(async (keys) => {
    interface Slot {
      loaded?: boolean;
      lib?: () => unknown;
      from: string;
      useIn?: string[];
      treeShaking?: Slot;
    }
    type Scopes = Record<string, Record<string, Record<string, Slot>>>;
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Scopes } })
      .__FEDERATION__;
    const report: Record<string, Copies> = {};
    for (const key of keys) {
      const loaded: Copies['loaded'] = [];
      const seen = new Set<unknown>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [version, slot] of Object.entries(scopes.default?.[key] ?? {})) {
          for (const copy of [slot, slot.treeShaking]) {
            if (!copy?.loaded || !copy.lib) continue;
            const module = await copy.lib();
            if (seen.has(module)) continue;
            seen.add(module);
            const names = Object.keys(module as object);
            loaded.push({ version, from: copy.from, useIn: copy.useIn ?? [], names });
          }
        }
      }
      report[key] = { loaded };
    }
    return report;
  }, TRIMMED);
}

/** Paths of the full copies Module Federation built beside each app, as the page asks for them. */
function fullCopyRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/independent-packages/')) paths.push(pathname);
  });
  return paths;
}

test('with the usual remotes, every app uses the trimmed copies', async ({ page }) => {
  writeRemotesJson(shellFolder(), remotesJson(`http://localhost:${portOf(appByName('feed'))}`));
  const fullCopies = fullCopyRequests(page);
  await loginAsGuest(page);

  expect(fullCopies).toEqual([]);
  const copies = await sharedCopies(page);
  for (const key of TRIMMED) expect(copies[key]!.loaded, key).toHaveLength(1);
  expect(copies['@reduxjs/toolkit']!.loaded[0]!.names).not.toContain('createDynamicMiddleware');
  expect(copies['react-router-dom']!.loaded[0]!.names).not.toContain('generatePath');
});

test('a remote that needs names the trimmed copies lack gets the whole libraries, once', async ({
  page,
}) => {
  writeRemotesJson(shellFolder(), remotesJson(`http://localhost:${EXTRA_PORT}`));
  const fullCopies = fullCopyRequests(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Use guest login' }).click();

  const extra = page.getByRole('region', { name: 'Extra exports' });
  await expect(extra.getByText('2 parts from createDynamicMiddleware')).toBeVisible();
  // The remote reads the page's one store, and its link works in the page's one router.
  await expect(extra.getByText('Signed in as guest')).toBeVisible();

  const copies = await sharedCopies(page);
  const toolkit = copies['@reduxjs/toolkit']!.loaded;
  expect(toolkit).toHaveLength(1);
  expect(toolkit[0]!.names).toContain('createDynamicMiddleware');
  expect(toolkit[0]!.useIn).toEqual(expect.arrayContaining(['shell', 'feed']));
  const router = copies['react-router-dom']!.loaded;
  expect(router).toHaveLength(1);
  expect(router[0]!.names).toContain('generatePath');
  expect(router[0]!.useIn).toEqual(expect.arrayContaining(['shell', 'feed']));
  for (const key of TRIMMED) expect(copies[key]!.loaded, key).toHaveLength(1);

  // Each full library came from the shell's deployment, one request each.
  const toolkitRequests = fullCopies.filter((path) => path.includes('reduxjs__toolkit'));
  expect(toolkitRequests).toHaveLength(1);
  expect(fullCopies.filter((path) => path.includes('react_router_dom'))).toHaveLength(1);
  expect(new Set(fullCopies).size).toBe(fullCopies.length);

  await extra.getByRole('link', { name: 'First profile' }).click();
  await expect(page).toHaveURL(/\/profile\/maya$/);
});
