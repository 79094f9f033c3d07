/**
 * The mock API as a server in the browser: its service worker (`mock-api-worker.js`, built from
 * mock-api/src/worker/) answers every tab's `/api` calls and streams the live events, so the page
 * holds no mock code and talks to it as to the API server.
 *
 * A page starts uncontrolled on a first visit and after a hard reload (which bypasses workers):
 * it registers the worker, waits until it is active, and asks it to claim the page. Where that
 * cannot happen (no service workers: plain http on an address other than localhost, a browser
 * that refuses; or no claim in time) the answer is false and the mock runs in the page instead.
 */
import {
  WORKER_CONTROL_WAIT_MS,
  WORKER_FILE,
  WORKER_MESSAGES,
  workerUrl,
  type WorkerSettings,
} from '../worker/worker-settings';

type Container = ServiceWorkerContainer;

const containerOf = (): Container | undefined =>
  typeof navigator !== 'undefined' && window.isSecureContext ? navigator.serviceWorker : undefined;

/** Sends `type` to `worker` and resolves on its answer. */
function ask(worker: ServiceWorker, type: string): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type }, [channel.port2]);
  });
}

/**
 * Resolves once `url`'s worker controls the page and no newer version of it is on its way: a
 * version being installed takes over (it skips waiting and claims every page) before the page
 * sends its first call, so no older copy answers it.
 */
function controlledBy(
  container: Container,
  url: string,
  registration: ServiceWorkerRegistration,
): Promise<void> {
  const matches = () =>
    container.controller?.scriptURL === new URL(url, location.href).href &&
    !registration.installing &&
    !registration.waiting;
  if (matches()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (!matches()) return;
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    container.addEventListener('controllerchange', check);
  });
}

const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error('The mock API worker did not take the page over.')), ms),
  );

/** Registers the worker and resolves once it controls this page. */
async function takeOver(container: Container, url: string): Promise<void> {
  const registration = await container.register(url, { scope: '/' });
  // In development the worker's code changes under an open registration: look for a new
  // version now rather than after the page's first calls (as the browser would).
  if (process.env.NODE_ENV !== 'production') await registration.update();
  const controlled = controlledBy(container, url, registration);
  const ready = await container.ready;
  const active = ready.active ?? registration.active;
  // An active worker claims new pages itself; this one started uncontrolled, so ask.
  if (active && !container.controller) void ask(active, WORKER_MESSAGES.claim);
  await controlled;
}

/**
 * Registers the worker and waits until it answers this page; false where it cannot. The wait is
 * bounded as a whole: a browser that refuses workers may leave `register()` unanswered rather
 * than reject it (Playwright's `serviceWorkers: 'block'` does), and the page must still get its
 * mock.
 */
export async function startMockWorker(settings: WorkerSettings): Promise<boolean> {
  const container = containerOf();
  if (!container) return false;
  try {
    await Promise.race([takeOver(container, workerUrl(settings)), timeout(WORKER_CONTROL_WAIT_MS)]);
    return true;
  } catch (error) {
    console.warn('Murmur: the mock API runs in the page (no service worker).', error);
    return false;
  }
}

/** Back to the seed, in the worker every tab shares. */
export async function resetWorkerData(): Promise<void> {
  const worker = containerOf()?.controller;
  if (worker) await ask(worker, WORKER_MESSAGES.reset);
}

/**
 * Calls `onDataChanged` when the worker says a write of this page changed the data (so core
 * tells the other tabs, which read their view again, as with the mock in the page).
 */
export function onWorkerDataChanged(onDataChanged: () => void): void {
  containerOf()?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === WORKER_MESSAGES.dataChanged) onDataChanged();
  });
}

/**
 * A build without the mock takes away a mock worker an earlier build of the origin installed:
 * it would go on answering `/api` in place of the server.
 */
export async function removeMockWorker(): Promise<void> {
  const container = containerOf();
  if (!container) return;
  const registrations = await container.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some((worker) =>
          worker?.scriptURL.includes(`/${WORKER_FILE}`),
        ),
      )
      .map((registration) => registration.unregister()),
  );
}
