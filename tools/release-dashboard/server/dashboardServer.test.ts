/**
 * The dashboard's server over a real store (stand-in builds): what the page is told of each
 * app, the actions run through the CLI's code and logged as the dashboard's, a refusal when the
 * pointer moved since the confirmation, the health notice when no API server answers, and the
 * doors closed to other pages (another Origin, another Host, a form's content type).
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, appByName } from '@murmur/build/apps';
import type { ActionAnswer, HealthAnswer, ReleasesAnswer } from '../api/dashboardApi';
import { startDashboard, type RunningDashboard } from './httpServer';
import { readLog } from '@murmur/releases';
import { deploy } from '@murmur/releases';
import { fakeWorld, type FakeWorld } from '@murmur/releases/testing';

let world: FakeWorld;
let dashboard: RunningDashboard;

beforeEach(async () => {
  world = fakeWorld();
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  const feed = appByName('feed');
  await deploy({ apps: [feed], from: world.buildOf(feed, { marker: 'two' }) }, world.context);
  await deploy(
    { apps: [feed], from: world.buildOf(feed, { marker: 'three' }), canary: 20 },
    world.context,
  );
  const pageDir = join(world.root, 'page');
  mkdirSync(pageDir);
  writeFileSync(join(pageDir, 'index.html'), '<title>Murmur releases</title>');
  dashboard = await startDashboard({
    port: 0,
    pageDir,
    context: world.context,
    // Nothing listens on port 9 (discard): the API server is down.
    health: { api: 'http://127.0.0.1:9' },
  });
});
afterEach(async () => {
  await dashboard.close();
  world.remove();
});

const get = async <T>(path: string) =>
  (await fetch(new URL(path, dashboard.url))).json() as Promise<T>;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(path, dashboard.url), {
    method: 'POST',
    headers: {
      origin: dashboard.url.replace(/\/$/, ''),
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });

test('each app’s versions with what they are: live, the canary and its share, the last good', async () => {
  const { apps } = await get<ReleasesAnswer>('/api/releases');
  const feed = apps.find((app) => app.app === 'feed-app')!;
  expect(feed).toMatchObject({
    telemetryName: 'feed',
    live: 'v2',
    canary: { version: 'v3', percent: 20 },
    lastGood: 'v1',
    rollbackTarget: 'v2',
  });
  expect(
    feed.versions.map((row) => [row.version, row.live, row.canaryPercent, row.lastGood]),
  ).toEqual([
    ['v3', false, 20, false],
    ['v2', true, null, false],
    ['v1', false, null, true],
  ]);
  expect(feed.log.map((line) => line.action)).toEqual(['deploy', 'deploy', 'deploy']);
});

test('ending a canary from the dashboard is the CLI’s rollback, logged as done from the dashboard', async () => {
  const answer = (await (
    await post('/api/actions/end-canary', {
      app: 'feed-app',
      expected: { live: 'v2', canary: 'v3' },
    })
  ).json()) as ActionAnswer;
  expect(answer).toEqual({
    done: true,
    lines: ['feed-app: the canary v3 ended; v2 is live for everyone.'],
  });
  expect(readLog(world.context.paths.log).at(-1)).toMatchObject({
    action: 'rollback',
    app: 'feed-app',
    version: 'v3',
    live: 'v2',
    canary: null,
    faulty: 'v3',
    via: 'dashboard',
  });
  expect(JSON.parse(world.read('remotes.json')).feed.canary).toBeUndefined();
});

test('an action on a pointer that moved since its confirmation is refused, and nothing changes', async () => {
  const remotes = world.read('remotes.json');
  const answer = (await (
    await post('/api/actions/promote', { app: 'feed-app', expected: { live: 'v1', canary: null } })
  ).json()) as ActionAnswer;
  expect(answer).toEqual({
    done: false,
    refused:
      'feed-app changed since this page showed it (now live v2, canary v3); nothing was done. Look again, then decide.',
  });
  expect(world.read('remotes.json')).toBe(remotes);
});

test('only its own page may ask for a change: another origin, a form, another host are refused', async () => {
  const remotes = world.read('remotes.json');
  const body = { app: 'feed-app', expected: { live: 'v2', canary: 'v3' } };
  expect(
    (await post('/api/actions/promote', body, { origin: 'https://evil.example' })).status,
  ).toBe(403);
  expect((await post('/api/actions/promote', body, { 'content-type': 'text/plain' })).status).toBe(
    415,
  );
  const status = await new Promise<number>((resolve) => {
    const asked = httpRequest(new URL('/api/releases', dashboard.url), {
      headers: { host: 'rebound.example:80' },
    });
    asked.on('response', (response) => resolve(response.statusCode ?? 0)).end();
  });
  expect(status).toBe(421);
  expect(world.read('remotes.json')).toBe(remotes);
});

test('without an API server the health is a notice, and the versions still come', async () => {
  const health = await get<HealthAnswer>('/api/health?window=1h');
  expect(health).toMatchObject({ reachable: false, api: 'http://127.0.0.1:9' });
  expect(!health.reachable && health.notice).toMatch(
    /^No health data is reachable: the API server at http:\/\/127\.0\.0\.1:9 did not answer/,
  );
  expect((await get<ReleasesAnswer>('/api/releases')).apps).toHaveLength(allApps.length);
});
