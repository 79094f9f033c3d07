/**
 * The release dashboard (`npm run releases:ui`, docs/releases.md "The release dashboard") over a
 * release store served by nginx and the API server its sessions report to: it lists each app's
 * versions with the live one, the canary and the preview marked; its health chart of the canary
 * shows the sessions that were made; ending a canary, a rollback and a preview's removal from it
 * change the pointers exactly as the CLI does on a copy of the same store, and the log says they
 * came from the dashboard; with the API server down the versions still show, with a notice.
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { feedVersion, tempFolder } from '../deploy/support/builds';
import {
  repoRoot,
  startApiServer,
  startServer,
  type RunningServer,
} from '../deploy/support/servers';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { reportingSession } from './support/reportingSessions';

const PORT = 4570;
const API_PORT = 4571;
const DASHBOARD_PORT = 4572;
const ORIGIN = `http://localhost:${PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const DASHBOARD = `http://localhost:${DASHBOARD_PORT}/`;
const METRICS_TOKEN = 'a-test-operator-token-that-is-long-enough';
const LIVE_BUCKET = 99;
const CANARY_BUCKET = 0;
/** Small enough for a test's few sessions; drawn on the charts. */
const JUDGE = { JUDGE_MIN_SESSIONS: '2', JUDGE_ROLLBACK_SESSIONS: '2' };

let store: ReleaseStore;
let api: RunningServer;
let dashboard: RunningServer;
let folders: ReturnType<typeof tempFolder>;

test.describe.configure({ mode: 'serial' });

async function deployed(args: string[]) {
  const result = await store.run('deploy', args);
  expect(result.code, result.stderr).toBe(0);
}

test.beforeAll(async () => {
  folders = tempFolder('release-dashboard');
  api = await startApiServer(API_PORT, join(folders.path, 'api'), { METRICS_TOKEN });
  store = releaseStore('release-dashboard', PORT);
  await deployed(['all', '--from', '.']);
  await deployed(['feed-app', '--from', feedVersion(folders.path, 'feed-two')]);
  await deployed(['feed-app', '--from', feedVersion(folders.path, 'feed-three'), '--canary', '50']);
  await deployed([
    'feed-app',
    '--from',
    feedVersion(folders.path, 'feed-preview'),
    '--preview',
    'new-feed',
  ]);
  await store.serve();
  dashboard = await startServer({
    command: 'npm',
    args: ['run', '--silent', 'releases:ui', '--', '--port', String(DASHBOARD_PORT), '--api', API],
    port: DASHBOARD_PORT,
    readyPath: '/api/releases',
    timeoutMs: 120_000,
    env: {
      ...process.env,
      ...JUDGE,
      DEPLOY_DIR: store.root,
      METRICS_TOKEN,
      MURMUR_STORE_ORIGIN: ORIGIN,
    },
  });
});

test.afterAll(async () => {
  await dashboard?.stop();
  await store?.stop();
  await api?.stop();
  folders?.remove();
});

const feedSection = (page: Page) => page.getByRole('region', { name: 'feed-app', exact: true });
const rolesOf = (page: Page, version: string) =>
  feedSection(page).getByRole('list', { name: `What ${version} is` });

test('the versions with live, canary and preview marked, and the canary’s sessions on its chart', async ({
  page,
  browser,
}) => {
  const target = { origin: ORIGIN, api: API };
  for (const bucket of [CANARY_BUCKET, CANARY_BUCKET, LIVE_BUCKET]) {
    expect(await reportingSession(browser, target, bucket)).toBe('the feed');
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(DASHBOARD);
  await expect(rolesOf(page, 'v2')).toHaveText('Live');
  await expect(rolesOf(page, 'v3')).toHaveText('Canary, 50 % of sessions');
  await expect(rolesOf(page, 'v4')).toContainText('Preview “new-feed” until');
  await expect(rolesOf(page, 'v1')).toHaveText('Last good');

  await page.getByLabel('Health over').selectOption('1h');
  const health = feedSection(page).getByRole('region', { name: 'Health of feed-app' });
  const figures = health.getByRole('table', { name: 'Figures of feed-app over the window' });
  // The page asks again every few seconds: the sessions' reports arrived before it opened.
  await expect(figures.getByRole('row', { name: /^v3 canary 50 %/ })).toContainText('2');
  await expect(
    figures
      .getByRole('row', { name: /^v3 canary 50 %/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('2');
  await expect(
    figures
      .getByRole('row', { name: /^v2 live/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('1');

  const sessions = health.getByRole('figure', { name: 'Sessions (running total)' });
  await expect(sessions.locator('.recharts-legend-item-text')).toHaveText([
    'v2 (live)',
    'v3 (canary)',
  ]);
  await expect(sessions.locator('path.recharts-line-curve')).toHaveCount(2);
  await expect(sessions.getByText('promotion needs 2 on each side')).toBeVisible();
  // At the window's end (this minute) the lines stand at the sessions made: the tooltip says.
  await sessions.getByRole('application').hover({ position: { x: 494, y: 120 } });
  const tooltip = sessions.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toContainText('v3 (canary) : 2');
  await expect(tooltip).toContainText('v2 (live) : 1');
  const errorRate = health.getByRole('figure', { name: 'Error rate (running)' });
  await expect(errorRate.getByText('rolled back above 20.0 %')).toBeVisible();

  const shot = await feedSection(page).screenshot();
  await test.info().attach('release-dashboard.png', { body: shot, contentType: 'image/png' });
  // `MURMUR_DOCS_SCREENSHOTS=1` refreshes the picture docs/releases.md shows.
  if (process.env.MURMUR_DOCS_SCREENSHOTS === '1') {
    writeFileSync(join(repoRoot, 'docs/images/release-dashboard.png'), shot);
  }
});

/** The same command typed on a copy of the store as it is now: what the CLI would have made. */
async function cliOnACopy(command: string, args: string[]) {
  const copy = join(folders.path, `copy-${command}-${Date.now()}`);
  cpSync(store.root, copy, { recursive: true });
  await new Promise<void>((done, fail) =>
    execFile(
      'npm',
      ['run', '--silent', command, '--', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DEPLOY_DIR: copy },
      },
      (error) => (error ? fail(error) : done()),
    ),
  );
  return copy;
}

const POINTERS = ['remotes.json', 'index.html', 'previews.json'];
const pointersOf = (root: string) =>
  Object.fromEntries(POINTERS.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
const lastLineOf = (root: string) => {
  const lines = readFileSync(join(root, 'releases.log'), 'utf8').trim().split('\n');
  const { at: _at, by: _by, via, ...line } = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
  return { line, via };
};

/** Asks from the dashboard, confirms, and checks the result against the CLI's on a copy. */
async function sameAsTheCli(page: Page, button: string, confirm: string, cli: [string, string[]]) {
  const copy = await cliOnACopy(...cli);
  await feedSection(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`The same as npm run ${cli[0]} -- ${cli[1].join(' ')}`);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog.getByRole('status')).toContainText('Done:');
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(pointersOf(store.root)).toEqual(pointersOf(copy));
  const [mine, theirs] = [lastLineOf(store.root), lastLineOf(copy)];
  expect(mine.line).toEqual(theirs.line);
  expect([mine.via, theirs.via]).toEqual(['dashboard', undefined]);
}

test('ending the canary, a rollback and a preview’s removal do what the CLI does, logged as the dashboard’s', async ({
  page,
}) => {
  await page.goto(DASHBOARD);
  await expect(rolesOf(page, 'v3')).toHaveText('Canary, 50 % of sessions');
  await feedSection(page).getByRole('button', { name: 'End the canary v3' }).click();
  // The confirmation says what will change before anything does.
  await expect(page.getByRole('dialog', { name: 'End the canary v3 of feed-app?' })).toContainText(
    'The 50 % of sessions on v3 go back to v2, which stays live for everyone.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rolesOf(page, 'v3')).toHaveText('Canary, 50 % of sessions');

  await sameAsTheCli(page, 'End the canary v3', 'End the canary', ['rollback', ['feed-app']]);
  await expect(rolesOf(page, 'v3')).toHaveText('Faulty');
  await sameAsTheCli(page, 'Roll back to v1', 'Roll back to v1', ['rollback', ['feed-app']]);
  await expect(rolesOf(page, 'v1')).toHaveText('Live');
  await sameAsTheCli(page, 'Remove the preview “new-feed”', 'Remove the preview', [
    'preview:remove',
    ['feed-app', 'new-feed'],
  ]);
  const history = feedSection(page).getByRole('list', {
    name: 'Release log of feed-app, newest first',
  });
  await feedSection(page)
    .getByText(/^History/)
    .click();
  await expect(history.getByRole('listitem').first()).toContainText('from the dashboard');
  expect(
    store
      .log()
      .slice(-3)
      .map((line) => [line.action, line.via]),
  ).toEqual([
    ['rollback', 'dashboard'],
    ['rollback', 'dashboard'],
    ['preview-removed', 'dashboard'],
  ]);
});

test('with the API server down, the versions still show, with a notice', async ({ page }) => {
  await api.stop();
  await page.goto(DASHBOARD);
  await expect(page.getByRole('status').first()).toContainText(
    `No health data is reachable: the API server at ${API} did not answer`,
  );
  await expect(rolesOf(page, 'v1')).toHaveText('Live');
  await expect(feedSection(page).getByRole('region', { name: 'Health of feed-app' })).toHaveCount(
    0,
  );
});
