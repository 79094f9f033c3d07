/**
 * The page's first reads, asked for by the shell's entry as the page loads, before the
 * federation, the shared libraries and the app have arrived and run: the session check
 * (`/v2/me`) and the reads the route's remote declares (routeReads.ts). The page's first calls
 * take these answers (@murmur/core, api/firstReads.ts), so the API's time runs beside the
 * page's start-up instead of after it (docs/architecture.md, "The first screen").
 *
 * Only for a stored session: a page without one (the login page) reads nothing until the person
 * acts. Nothing when the page asks to reset the demo (its reads come after the reset).
 *
 * With the mock API on, a read can only go once the mock's worker controls the page (an
 * uncontrolled page's call would reach the static server); a page whose worker is refused or
 * does not take it over soon, or that runs the mock itself, makes none, and its calls ask as
 * they always did.
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import { API_BASE, FIRST_READS_GLOBAL } from '@murmur/contract';
import { WORKER_CONTROL_WAIT_MS } from '@murmur/mock-api/worker-settings';
import { storedSessionToken } from './storedSession';
import { canaryBucket } from '../releases/canaryBucket';
import { remotesJsonOfThisPage } from '../releases/remotesJson';
import { routeReadsOf } from './routeReads';

/**
 * A read waits for the mock's worker to control the page (a first visit installs it) as long as
 * the page itself would before running the mock in the page: giving up sooner only sends the
 * app's own calls after the worker anyway, later.
 */
const CONTROL_WAIT_MS = WORKER_CONTROL_WAIT_MS;
/** A read no call took by then is dropped: its page asked for something else. */
const UNTAKEN_MS = 10_000;
/** The session check every signed-in page makes first (`ownProfile` in @murmur/core). */
const SESSION_READ = '/v2/me';

/** Settles true once the mock's worker controls this page, false if it does not soon. */
function controlledByWorker(): Promise<boolean> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(true);
  return new Promise((settle) => {
    const timer = setTimeout(() => settle(false), CONTROL_WAIT_MS);
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        settle(serviceWorker.controller !== null);
      },
      { once: true },
    );
  });
}

/**
 * When this page's calls can reach the API: at once, or once the mock's worker (`worker`, its
 * registration) answers them. Without one (plain http off localhost, a browser that refuses
 * it) the mock runs in the page, after the app has started: no first reads then.
 */
function apiReachable(worker: Promise<ServiceWorkerRegistration> | null): Promise<boolean> {
  if (process.env.MURMUR_MOCK_API !== 'true') return Promise.resolve(true);
  if (!worker) return Promise.resolve(false);
  return worker.then(controlledByWorker, () => false);
}

/**
 * Starts the first reads of this page, if it has any. Settles once they are on their way (or
 * will not be made), so the start-up can leave the page's main thread free until then: the
 * browser hands the page to the mock's worker only between two tasks, and the start-up's are
 * long ones.
 */
export function startFirstReads(worker: Promise<ServiceWorkerRegistration> | null): Promise<void> {
  const token = storedSessionToken();
  if (!token || new URLSearchParams(window.location.search).has('reset-demo')) {
    return Promise.resolve();
  }
  const reads = new Map<string, Promise<Response | null>>();
  Object.assign(globalThis, { [FIRST_READS_GLOBAL]: reads });
  const reachable = apiReachable(worker);
  const ask = (path: string) => {
    const url = `${API_BASE}${path}`;
    // The key and the headers are the API client's (@murmur/core, client.ts).
    const key = `${url} ${token}`;
    const answer = reachable
      .then((ok) =>
        ok ? fetch(url, { headers: { accept: 'application/json', authorization: token } }) : null,
      )
      .catch(() => null);
    reads.set(key, answer);
    setTimeout(() => reads.delete(key), UNTAKEN_MS);
  };
  ask(SESSION_READ);
  const routeReads = remotesJsonOfThisPage().then(
    (remotesJson) =>
      routeReadsOf(remotesJson, canaryBucket(), window.location.pathname).forEach(ask),
    () => undefined, // the start-up says what is wrong with remotes.json
  );
  return Promise.all([reachable, routeReads]).then(() => undefined);
}
