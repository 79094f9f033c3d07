/**
 * A release store answers each route drawn by its live versions (docs/architecture.md, "The
 * first screen"), here with the mock off and the API server behind nginx (store on :4560, the API
 * server on :4561): the pages read with JavaScript off, the app hydrates every route without a
 * word from React, a canary's and a preview's sessions draw their own version cleanly, and a
 * login page deployed with new words is drawn with them.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { allApps } from '@murmur/build/apps';
import { expect, test } from '../support/fixtures';
import { mainNav } from '../support/app';
import {
  SIGNED_IN_ROUTES,
  expectEverySignedInRouteKept,
  expectSignedInChrome,
  hydrationComplaints,
  keptTheDrawing,
  markTheDrawing,
  withSignedInCookie,
} from '../support/drawnPage';
import { buildApp, tempFolder } from '../deploy/support/builds';
import { startApiServer, type RunningServer } from '../deploy/support/servers';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { suggestionsHeading } from './support/releasePage';

const PORT = 4560;
const ORIGIN = `http://localhost:${PORT}`;
const API_PORT = 4561;
const OLD_HEADING = 'Who to follow';
const NEW_HEADING = 'Suggested for you';
const OLD_TITLE = 'Log in to your account';
const NEW_TITLE = 'Welcome back to Murmur';
/** Canary buckets (the shell's `murmur.canaryBucket`): below the share gets the canary. */
const CANARY_BUCKET = 0;
const LIVE_BUCKET = 99;

let folders: ReturnType<typeof tempFolder>;
let api: RunningServer;
let store: ReleaseStore;

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

/** Every script of a build, its server build's included, with `from` replaced by `to`. */
function changedBuild(build: string, folder: string, from: string, to: string): string {
  cpSync(build, folder, { recursive: true });
  for (const path of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!path.endsWith('.js')) continue;
    const file = join(folder, path);
    const text = readFileSync(file, 'utf8');
    if (text.includes(from)) writeFileSync(file, text.replaceAll(from, to));
  }
  return folder;
}

test.beforeAll(async () => {
  folders = tempFolder('drawn-first-screen');
  const builds = join(folders.path, 'builds');
  for (const app of allApps) {
    await buildApp(app.dir, {
      outputPath: join(builds, app.dir, 'dist'),
      env: { MURMUR_MOCK_API: 'false' },
    });
  }
  api = await startApiServer(API_PORT, join(folders.path, 'api'));
  store = releaseStore('drawn-first-screen', PORT);
  const first = await store.run('deploy', ['all', '--from', builds]);
  expect(first.code, first.stderr).toBe(0);
  const feed = join(builds, 'feed-app', 'dist');
  const canary = await store.run('deploy', [
    'feed-app',
    '--from',
    changedBuild(feed, join(folders.path, 'feed-canary'), OLD_HEADING, NEW_HEADING),
    '--canary',
    '50',
  ]);
  expect(canary.code, canary.stderr).toBe(0);
  process.env.MURMUR_API_URL = `http://127.0.0.1:${API_PORT}`;
  await store.serve(['--api=server']);
});

test.afterAll(async () => {
  await store?.stop();
  await api?.stop();
  folders?.remove();
});

test.describe('with JavaScript off, from the store', () => {
  test.use({ javaScriptEnabled: false });

  test('the login and sign-up pages show their forms, and signed-in routes their chrome', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: OLD_TITLE })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use guest login' })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SignUp' })).toBeVisible();

    await page.goto('/home');
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(mainNav(page)).toHaveCount(0);

    await withSignedInCookie(context, ORIGIN);
    for (const { path, heading } of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expectSignedInChrome(page, heading);
      await expect(page.getByRole('status', { name: /^Loading/ }).first()).toBeVisible();
    }
  });
});

/** A browser of its own, in the given canary bucket, with its complaints and drawing marked. */
async function newBrowser(browser: Browser, bucket: number) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addInitScript(
    (value) => window.localStorage.setItem('murmur.canaryBucket', String(value)),
    bucket,
  );
  const page = await context.newPage();
  await markTheDrawing(page);
  const info: string[] = [];
  page.on('console', (message) => info.push(message.text()));
  return { context, page, complaints: hydrationComplaints(page), info };
}

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('against the API server, every route hydrates without a word from React, first visit and second', async ({
  browser,
}) => {
  const { page, complaints, context } = await newBrowser(browser, LIVE_BUCKET);
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeEditable();
  expect(await keptTheDrawing(page)).toBe(true);
  await signIn(page);
  await expectEverySignedInRouteKept(page);
  expect(complaints).toEqual([]);
  await context.close();
});

test("a canary's session draws its own version of the live version's page, with nothing to mismatch", async ({
  browser,
}) => {
  const canary = await newBrowser(browser, CANARY_BUCKET);
  await signIn(canary.page);
  await canary.page.goto('/home');
  await expect(suggestionsHeading(canary.page)).toHaveText(NEW_HEADING);
  expect(await keptTheDrawing(canary.page)).toBe(false);
  expect(canary.info).toContain(
    'Murmur draws this page itself: this page runs another version of the feed app.',
  );
  expect(canary.complaints).toEqual([]);

  const live = await newBrowser(browser, LIVE_BUCKET);
  await signIn(live.page);
  await live.page.goto('/home');
  await expect(suggestionsHeading(live.page)).toHaveText(OLD_HEADING);
  expect(await keptTheDrawing(live.page)).toBe(true);
  expect(live.complaints).toEqual([]);
  await Promise.all([canary.context.close(), live.context.close()]);
});

test("a preview's browser draws the preview over the live page, with nothing to mismatch", async ({
  browser,
}) => {
  const ended = await store.run('rollback', ['feed-app']);
  expect(ended.code, ended.stderr).toBe(0);
  const feed = join(folders.path, 'feed-canary');
  const preview = await store.run('deploy', ['feed-app', '--from', feed, '--preview', 'heading']);
  expect(preview.code, preview.stderr).toBe(0);

  const previewer = await newBrowser(browser, LIVE_BUCKET);
  await previewer.page.goto('/?preview=feed-app:heading');
  await expect(previewer.page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await signIn(previewer.page);
  await previewer.page.reload();
  await expect(suggestionsHeading(previewer.page)).toHaveText(NEW_HEADING);
  expect(await keptTheDrawing(previewer.page)).toBe(false);
  expect(previewer.complaints).toEqual([]);
  await previewer.context.close();
});

test('a login page deployed with new words is drawn with them, and hydrates', async ({
  browser,
  request,
}) => {
  const auth = join(folders.path, 'builds', 'auth-app', 'dist');
  const changed = changedBuild(auth, join(folders.path, 'auth-next'), OLD_TITLE, NEW_TITLE);
  const open = await newBrowser(browser, LIVE_BUCKET);
  await open.page.goto('/');
  await expect(open.page.getByRole('heading', { name: OLD_TITLE })).toBeVisible();

  const deployed = await store.run('deploy', ['auth-app', '--from', changed]);
  expect(deployed.code, deployed.stderr).toBe(0);
  expect(await (await request.get('/')).text()).toContain(NEW_TITLE);

  await open.page.reload();
  await expect(open.page.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
  await expect(open.page.getByLabel('Username')).toBeEditable();
  expect(await keptTheDrawing(open.page)).toBe(true);
  expect(open.complaints).toEqual([]);
  await open.context.close();
});
