/**
 * Canaries judged by what their own sessions saw (docs/releases.md, "The canary judge"), on
 * nginx and the API server: sessions report to `POST /api/v2/telemetry` as the page is hidden,
 * and `npm run canary:judge -- feed-app --watch` rolls back a canary whose feed throws as it
 * starts (its sessions fall back to the live feed, quietly, and report the fallback), and
 * promotes a healthy one once both versions have enough sessions; both decisions go into the
 * release log with their figures.
 *
 * The sessions' reports reach the API server as a deployment's proxy would pass them, each
 * browser from an address of its own (support/reportingSessions.ts).
 */
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { feedVersion, tempFolder } from '../deploy/support/builds';
import { startApiServer, type RunningServer } from '../deploy/support/servers';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { reportingSession } from './support/reportingSessions';

const PORT = 4546;
const API_PORT = 4547;
const ORIGIN = `http://localhost:${PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
/** The live version's buckets are at or over the canary's share (50), the canary's below. */
const LIVE_BUCKET = 99;
const CANARY_BUCKET = 0;
/** The operator's token: the judge reads the figures on the API server's public port with it. */
const METRICS_TOKEN = 'a-test-operator-token-that-is-long-enough';

let store: ReleaseStore;
let api: RunningServer;
// Made in beforeAll: the file's top level also runs where the tests are only listed.
let folders: ReturnType<typeof tempFolder>;

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  folders = tempFolder('canary-judge');
  api = await startApiServer(API_PORT, join(folders.path, 'api'), { METRICS_TOKEN });
  // The judge's thresholds, small enough for a test's few sessions.
  Object.assign(process.env, {
    JUDGE_MIN_SESSIONS: '2',
    JUDGE_ROLLBACK_SESSIONS: '2',
    // Each browser is a network of its own, counted once (JUDGE_SESSIONS_PER_PREFIX's 1); two
    // networks a side are trusted here (the rule without one network: its unit tests).
    JUDGE_MIN_PREFIXES: '1',
    METRICS_TOKEN,
    // Page timings on a shared machine vary more than any margin: errors decide here (the
    // vitals' rule has its unit tests).
    JUDGE_VITALS_SLACK_MS: '600000',
    MURMUR_API_URL: API,
  });
  store = releaseStore('canary-judge', PORT);
  const first = await store.run('deploy', ['all', '--from', '.']);
  expect(first.code, first.stderr).toBe(0);
  await store.serve();
});

test.afterAll(async () => {
  await store?.stop();
  await api?.stop();
  folders?.remove();
});

const oneSession = (browser: Browser, bucket: number) =>
  reportingSession(browser, { origin: ORIGIN, api: API }, bucket);

const judge = () =>
  store.run('canary:judge', ['feed-app', '--watch', '--every', '1', '--timeout', '60']);

test('a canary whose feed throws is rolled back by the judge, with its figures in the log', async ({
  browser,
}) => {
  const broken = feedVersion(folders.path, 'feed-broken', 'throw new Error("the canary broke");');
  const deployed = await store.run('deploy', ['feed-app', '--from', broken, '--canary', '50']);
  expect(deployed.code, deployed.stderr).toBe(0);
  const judging = judge();
  for (let i = 0; i < 2; i += 1) {
    // The person sees the live feed (the canary's session fell back to it); the report says so.
    expect(await oneSession(browser, CANARY_BUCKET)).toBe('the feed');
    await oneSession(browser, LIVE_BUCKET);
  }
  const judged = await judging;
  expect(judged.code, judged.stderr).toBe(0);
  expect(judged.stdout).toContain('the canary v2 was rolled back by the canary judge');
  expect(JSON.parse(store.pointers().remotes).feed).not.toHaveProperty('canary');
  const entry = store.log().at(-1)!;
  expect(entry).toMatchObject({
    action: 'rollback',
    version: 'v2',
    live: 'v1',
    judged: {
      canary: { version: 'v2', sessions: 2, errorRate: 1, fallbacks: 2 },
      live: { version: 'v1' },
    },
  });
});

test('a healthy canary with enough sessions is promoted by the judge, with its figures in the log', async ({
  browser,
}) => {
  const healthy = feedVersion(folders.path, 'feed-healthy', '// the next feed');
  const deployed = await store.run('deploy', ['feed-app', '--from', healthy, '--canary', '50']);
  expect(deployed.code, deployed.stderr).toBe(0);
  const judging = judge();
  for (let i = 0; i < 2; i += 1) {
    expect(await oneSession(browser, CANARY_BUCKET)).not.toContain('could not be loaded');
    await oneSession(browser, LIVE_BUCKET);
  }
  const judged = await judging;
  expect(judged.code, judged.stderr).toBe(0);
  expect(judged.stdout).toContain('is live for everyone, promoted by the canary judge');
  const entry = store.log().at(-1)!;
  expect(entry).toMatchObject({
    action: 'promote',
    judged: { canary: { sessions: 2, errorRate: 0 }, live: { version: 'v1', errorRate: 0 } },
  });
  const health = await store.run('releases', ['feed-app', '--health', '--api', API]);
  expect(health.stdout).toMatch(/v1 +other +\d+ sessions, error rate/);
  expect(health.stdout).toMatch(/v3 +live +\d+ sessions, error rate/);
});
