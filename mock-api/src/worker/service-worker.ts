/// <reference lib="webworker" />
/**
 * The mock API's service worker: one for every tab of the origin, answering their same-origin
 * `/api` calls with the worker host (Mirage's routes on the data in IndexedDB, of which it is the
 * one writer) and streaming `GET /api/v2/events`.
 *
 * Its settings come in its own URL, as the page registers it (`?delay=0&seedPosts=5000`): a
 * worker cannot read the page's local storage, and another URL is another worker.
 *
 * A new version takes over at once (`skipWaiting`, then `clients.claim`): an open page's next
 * call is answered by the new code on the same saved data, and its event stream, which the old
 * worker ends as the new one installs, reconnects to the new one. A page that asks (`claim`)
 * is taken under control even when it started uncontrolled (a hard reload bypasses the worker).
 */
import { API_BASE } from '@murmur/contract';
import { isMockedUrl } from '../mirage/url-scope';
import { DEFAULT_TIMING_MS } from '../timing';
import type { WorkerHost } from './worker-host';
import { WORKER_MESSAGES, readWorkerSettings } from './worker-settings';

declare const self: ServiceWorkerGlobalScope;

const settings = readWorkerSettings(new URL(self.location.href).searchParams);

let starting: Promise<WorkerHost> | undefined;

/**
 * The host: Mirage with its routes, on the data. A new worker's script runs, and the browser
 * caches its compiled code, before the worker installs and takes its pages, and a first visit's
 * first calls wait for all of that. So the host's modules run, and Mirage's server is made, only
 * once the worker is active (or woken by a call), during the first calls' own delay; `import()`
 * stays inside the one file, as a worker cannot fetch code after it installed.
 */
function host(): Promise<WorkerHost> {
  starting ??= import('./worker-host').then(({ startWorkerHost }) => {
    const started = startWorkerHost({
      timing: settings.timing ?? DEFAULT_TIMING_MS,
      seedPosts: settings.seedPosts,
      origin: self.location.origin,
      storage: { indexedDB: self.indexedDB, locks: self.navigator.locks },
    });
    // The data opens (seeded on a first visit) at once rather than on the first call, so that
    // call is answered after the mock's delay alone.
    started
      .warmUp()
      .catch((error: unknown) => console.error('Murmur mock API: no data to answer', error));
    return started;
  });
  return starting;
}

/**
 * Chromium's static routing (`InstallEvent.addRoutes`): every request but the origin's `/api`
 * goes to the network without waking this worker. The page's scripts and styles, the remotes'
 * files included, then never wait behind the worker's own start (Mirage, the seed) on a first
 * visit; the fetch handler below still passes them on where the browser has no such routing.
 */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: {
    condition: { not: { urlPattern: { pathname: string } } };
    source: 'network';
  }): Promise<void>;
}

self.addEventListener('install', (event: RoutingInstallEvent) => {
  void self.skipWaiting();
  if (!event.addRoutes) return;
  const apiOnly = event
    .addRoutes({
      condition: { not: { urlPattern: { pathname: `${API_BASE}/*` } } },
      source: 'network',
    })
    .catch(() => undefined); // an older Chromium without `not`: every request comes here
  event.waitUntil(apiOnly);
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
  void host();
});

// A newer version can only activate once this one has no request open, and an event stream
// stays open: while one installs, this worker ends its streams and answers a page's reconnection
// with a stream that ends at once, asking to retry soon, by which time the new worker answers it.
let superseded = false;
self.registration.addEventListener('updatefound', () => {
  const next = self.registration.installing;
  if (!next || next === self.serviceWorker) return;
  superseded = true;
  void starting?.then((started) => started.endEventStreams());
  next.addEventListener('statechange', () => {
    if (next.state === 'redundant') superseded = false;
  });
});

const RECONNECT_SOON = 'retry: 250\n\n';

/** A page's live events (`GET /api/v2/events`): the one call of the origin asking for a stream. */
const isEventStream = (request: Request) =>
  request.method === 'GET' &&
  isMockedUrl(request.url, self.location.origin) &&
  (request.headers.get('accept') ?? '').includes('text/event-stream');

/** A successful call that may have changed the data: every write (reads are GETs). */
const mayHaveChanged = (request: Request, response: Response) =>
  request.method !== 'GET' && response.ok;

self.addEventListener('fetch', (event) => {
  if (superseded && isEventStream(event.request)) {
    const headers = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
    event.respondWith(new Response(RECONNECT_SOON, { headers }));
    return;
  }
  const { request } = event;
  if (!isMockedUrl(request.url, self.location.origin)) return;
  const answer = host().then((started) => started.handle(request) ?? fetch(request));
  event.respondWith(answer);
  event.waitUntil(
    answer.then(async (response) => {
      if (!mayHaveChanged(event.request, response)) return;
      const client = await self.clients.get(event.clientId);
      client?.postMessage({ type: WORKER_MESSAGES.dataChanged });
    }),
  );
});

self.addEventListener('message', (event) => {
  const reply = (message: unknown) => event.ports[0]?.postMessage(message);
  switch ((event.data as { type?: string } | null)?.type) {
    case WORKER_MESSAGES.claim:
      event.waitUntil(self.clients.claim().then(() => reply({ type: WORKER_MESSAGES.claim })));
      break;
    case WORKER_MESSAGES.reset:
      event.waitUntil(
        host()
          .then((started) => started.reset())
          .then(() => reply({ type: WORKER_MESSAGES.reset })),
      );
      break;
  }
});
