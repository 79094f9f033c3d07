/** Chromium for the benchmark: fresh contexts (cold cache, fresh mock data) and what they load. */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '@murmur/tooling';
import { SIGNED_IN_COOKIE } from '@murmur/contract';
import { PROBE_SCRIPTS, type ProbeWatch } from './probe';

export interface Session {
  username: string;
  encodedToken: string;
}

export interface PageOptions {
  /** The mock API's answer delay (ms): 0 unless a measure is about the spec's 400 ms. */
  delay?: number;
  /** Seed the mock with this many posts. */
  seedPosts?: number;
  /** Start signed in with this stored session (the app restores it as after a reload). */
  session?: Session;
}

export interface LoadedFile {
  url: string;
  /** The app whose server sent it, e.g. 'feed'. */
  app: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  /** Fetched by a service worker (its script, or what it loads), not by the page. */
  byWorker: boolean;
  /** When its body finished arriving (ms since 1970, Chromium's clock), for worker files. */
  endedAt: number;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  appOfOrigin: Map<string, string>,
  { delay = 0, seedPosts, session }: PageOptions = {},
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ delay, seedPosts, session }) => {
      localStorage.setItem('murmur.mockDelay', String(delay));
      if (seedPosts !== undefined) localStorage.setItem('murmur.mockSeedPosts', String(seedPosts));
      if (session) {
        localStorage.setItem('username', session.username);
        localStorage.setItem('encodedToken', session.encodedToken);
      }
    },
    { delay, seedPosts, session },
  );
  // A stored session's page also says so to the server, which draws signed-in routes only then
  // (@murmur/contract, SIGNED_IN_COOKIE).
  if (session) await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: baseURL }]);
  for (const script of PROBE_SCRIPTS) await context.addInitScript(script);
  const page = await context.newPage();
  const bench = {
    context,
    page,
    loads: [] as LoadedFile[],
    /** Every request the page made, and any service worker (a worker's answers to the page too). */
    requests: 0,
    /** The scripts of the service workers running for this context now (their URLs). */
    workerScripts: () => new Set(context.serviceWorkers().map((worker) => worker.url())),
    close: () => context.close(),
  };
  // On the context, not the page: a service worker's requests are not the page's.
  context.on('request', () => (bench.requests += 1));
  context.on('response', async (response) => {
    const type = response.request().resourceType();
    const workerScript = new URL(response.url()).pathname.endsWith('.js');
    if (type !== 'script' && type !== 'stylesheet' && !workerScript) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const url = response.url();
    // The body has arrived, so the request's timing is complete.
    const timing = response.request().timing();
    bench.loads.push({
      url,
      app: appOfOrigin.get(new URL(url).origin) ?? 'other',
      kind: type === 'stylesheet' ? 'css' : 'js',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      // A worker's script is fetched for its registration, not by the worker: see fromWorker.
      byWorker: response.request().serviceWorker() !== null,
      endedAt: timing.startTime + timing.responseEnd,
    });
  });
  return bench;
}

export type BenchPage = Awaited<ReturnType<typeof openPage>>;

/** Waits until the probe has recorded the watch `name`, and returns it. */
export async function watched(page: Page, name: string, timeout = 30_000): Promise<ProbeWatch> {
  const handle = await page.waitForFunction((key) => window.__bench.watches[key], name, {
    timeout,
    polling: 20,
  });
  return (await handle.jsonValue()) as ProbeWatch;
}

/** Goes to `path`, waits for the watch `name`, then for the network to go quiet; returns the watch. */
export async function loaded(bench: BenchPage, path: string, name: string, timeout?: number) {
  await bench.page.goto(path);
  const watch = await watched(bench.page, name, timeout);
  await networkQuiet(bench);
  return watch;
}

/** Waits until the page has made no request for `quietMs` (idle preloads included). */
export async function networkQuiet(bench: BenchPage, quietMs = 700, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  let seen = -1;
  while (Date.now() < deadline) {
    if (seen === bench.requests) return;
    seen = bench.requests;
    await bench.page.waitForTimeout(quietMs);
  }
}

/** Whether a service worker fetched `file`: its own script, or a file it asked for. */
export function fromWorker(bench: BenchPage, file: LoadedFile): boolean {
  return file.byWorker || bench.workerScripts().has(file.url);
}

/**
 * When each file finished loading (ms since navigation): the page's from its resource timing, a
 * worker's (which the page's timing does not see) from the request's own timing.
 */
export async function arrivals(bench: BenchPage): Promise<(file: LoadedFile) => number> {
  const ends = await responseEnds(bench.page);
  const timeOrigin = await bench.page.evaluate(() => performance.timeOrigin);
  return (file) =>
    fromWorker(bench, file) ? file.endedAt - timeOrigin : (ends.get(file.url) ?? Infinity);
}

/** When each file finished loading (ms since navigation), from the page's resource timing. */
export async function responseEnds(page: Page): Promise<Map<string, number>> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd] as const),
  );
  return new Map(entries);
}
