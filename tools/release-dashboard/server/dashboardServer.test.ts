/**
 * The dashboard's server over a real store (stand-in builds): what the page is told of each
 * app, the actions run through the CLI's code and logged as the dashboard's, a refusal when the
 * pointer moved since the confirmation, the health notice when no API server answers, the
 * doors closed to other pages (another Origin, another Host, a form's content type, a body too
 * large to be an action), and the page: its files with their headers, the page for any other
 * path, and nothing outside it however the path is written.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, appByName } from '@murmur/build/apps';
import type { ActionAnswer, HealthAnswer, ReleasesAnswer } from '../api/dashboardApi';
import { startDashboard, type RunningDashboard } from './httpServer';
import { readLog } from '@murmur/releases';
import { deploy } from '@murmur/releases';
import { fakeWorld, type FakeWorld } from '@murmur/releases/testing';

const PAGE = '<title>Murmur releases</title>';

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
  mkdirSync(join(pageDir, 'static/js'), { recursive: true });
  writeFileSync(join(pageDir, 'index.html'), PAGE);
  writeFileSync(join(pageDir, 'static/js/main.1a2b3c.js'), 'console.log("page")');
  // Beside the page, as the repository's files are beside dist/.
  writeFileSync(join(world.root, 'secret.json'), '{"secret":true}');
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

/** A request sent as written: fetch would resolve `..` before sending it. */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve) => {
    const asked = httpRequest(new URL(dashboard.url), { path, headers });
    asked.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    asked.end();
  });

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
  expect((await raw('/api/releases', { host: 'rebound.example:80' })).status).toBe(421);
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

test('a body too large to be an action is refused in words, and nothing changes', async () => {
  const remotes = world.read('remotes.json');
  const padding = 'x'.repeat(17 * 1024);
  const answer = await post('/api/actions/promote', {
    app: 'feed-app',
    expected: { live: 'v2', canary: 'v3' },
    padding,
  });
  expect(answer.status).toBe(413);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({ error: 'The request body is too large.' });
  expect(world.read('remotes.json')).toBe(remotes);
});

test('the page’s files with their headers, and the page for any other path', async () => {
  const script = await raw('/static/js/main.1a2b3c.js');
  expect(script).toMatchObject({ status: 200, body: 'console.log("page")' });
  expect(script.headers).toMatchObject({
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': expect.stringContaining("default-src 'self'"),
  });
  for (const path of ['/', '/index.html', '/some/where', '/static/js/gone.js', '/api']) {
    const page = await raw(path);
    expect(page).toMatchObject({ status: 200, body: PAGE });
    expect(page.headers['cache-control']).toBe('no-cache');
  }
});

test('a path that climbs out of the page gets the page, never the file beside it', async () => {
  const attempts = [
    '/../secret.json',
    '/../../secret.json',
    '/static/../../secret.json',
    '/%2e%2e/secret.json',
    '/%2E%2E/%2e%2e/secret.json',
    '/..%2fsecret.json',
    '/..%5csecret.json',
    '/static/js/..%2f..%2f..%2fsecret.json',
    '/%2e%2e%2fsecret.json',
    '/%252e%252e/secret.json',
    '/..\\secret.json',
    `//${join(world.root, 'secret.json')}`,
    '/secret.json%00.js',
  ];
  for (const path of attempts) {
    const answer = await raw(path);
    expect({ path, status: answer.status, body: answer.body }).toEqual({
      path,
      status: 200,
      body: PAGE,
    });
  }
});
