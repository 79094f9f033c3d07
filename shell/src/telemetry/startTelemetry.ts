/**
 * What users saw, reported per app and version (docs/releases.md, "Health: what each version's sessions saw"): errors (the remote
 * pages' boundaries, and unhandled errors and rejections, each given to the app whose file threw),
 * the release guards' load failures and fallbacks, and the page's Web Vitals. One report per page
 * load, sent when the page is hidden (again, if it changed, each time it is hidden), with the
 * ticket the page load was given (telemetryTicket.ts): without one, nothing is sent.
 *
 * Nothing here delays the first screen: the listeners are a few lines, and the Web Vitals library
 * is fetched once the first screen is shown and the browser is idle (it reads the measurements
 * the browser buffered meanwhile).
 */
import { canaryBucket } from '../releases/canaryBucket';
import {
  REMOTE_FALLBACK_EVENT,
  REMOTE_LOAD_FAILED_EVENT,
  type RemoteFallbackDetail,
  type RemoteLoadFailedDetail,
} from '../releases/releaseEvents';
import { remotesJsonOfThisBrowser } from '../releases/previews/remotesJsonOfThisBrowser';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { stackOf } from './attribution';
import { beaconSender } from './beaconSender';
import { remoteVersions, shellVersion } from './pageVersions';
import { routePattern } from './routePattern';
import { SessionTally } from './sessionTally';
import { sampleRate } from './telemetrySettings';
import {
  askForTicket,
  isValidNow,
  type TelemetryTicket,
  type TicketFetch,
} from './telemetryTicket';

type Action = (tally: SessionTally) => void;

/** What happens before remotes.json is read waits for the tally, up to a bound. */
const MAX_PENDING = 50;

let enabled = false;
let tally: SessionTally | null = null;
let ticket: TelemetryTicket | null = null;
const pending: Action[] = [];

function withTally(action: Action): void {
  if (!enabled) return;
  if (tally) action(tally);
  else if (pending.length < MAX_PENDING) pending.push(action);
}

/** A remote page's error boundary caught this (RemoteErrorBoundary). */
export function reportBoundaryError(error: unknown): void {
  withTally((session) => {
    if (error instanceof RemoteLoadError) session.count('loadFailures', error.remote);
    else session.error(stackOf(error));
  });
}

/**
 * No more reports from this page: its failures are made on purpose (devtools' faults on demand)
 * and must not count against the versions it runs.
 */
export function stopTelemetry(): void {
  enabled = false;
}

const idle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3_000 })
    : window.setTimeout(run, 1);

async function measureWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ 'web-vitals'
  );
  onLCP((metric) => withTally((session) => session.vital('LCP', metric.value)));
  onINP((metric) => withTally((session) => session.vital('INP', metric.value)));
  onCLS((metric) => withTally((session) => session.vital('CLS', metric.value)));
  onTTFB((metric) => withTally((session) => session.vital('TTFB', metric.value)));
}

function watchFetchedScripts(session: SessionTally): void {
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) session.fetched(entry.name);
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // a browser without resource timing: only errors mark an app as run
  }
}

/**
 * Asks for this page load's ticket once `apiAnswers` settles (the mock API, when the build has
 * it, answers /api only from then on: bootstrap.tsx), not after the first screen, so that a page
 * whose first screen fails still has one to report it with. Nothing when telemetry is off.
 */
export function askForTelemetryTicket(apiAnswers: Promise<unknown>, fetchTicket?: TicketFetch) {
  if (!enabled) return;
  void apiAnswers
    .catch(() => undefined)
    .then(() => askForTicket(fetchTicket))
    .then((given) => (ticket = given));
}

export interface TelemetryOptions {
  /** Settles once the first screen is shown: the Web Vitals library waits for it. */
  firstScreenShown: Promise<void>;
  random?: () => number;
  send?: (url: string, body: string) => boolean;
}

export function startTelemetry({
  firstScreenShown,
  random = Math.random,
  send,
}: TelemetryOptions): void {
  if (enabled || (typeof navigator.sendBeacon !== 'function' && !send)) return;
  if (random() >= sampleRate()) return;
  enabled = true;
  const sender = beaconSender(send);

  window.addEventListener('error', (event) =>
    withTally((tallied) => tallied.error(stackOf(event.error) ?? event.filename)),
  );
  window.addEventListener('unhandledrejection', (event) =>
    withTally((tallied) => tallied.error(stackOf(event.reason))),
  );
  window.addEventListener(REMOTE_LOAD_FAILED_EVENT, (event) => {
    const { app, version } = (event as CustomEvent<RemoteLoadFailedDetail>).detail;
    withTally((tallied) => tallied.count('loadFailures', app, version ?? undefined));
  });
  window.addEventListener(REMOTE_FALLBACK_EVENT, (event) => {
    const { app, fromVersion, toVersion } = (event as CustomEvent<RemoteFallbackDetail>).detail;
    withTally((tallied) => tallied.fellBack(app, fromVersion, toVersion));
  });

  const flush = () => {
    const current = ticket;
    if (!enabled || !tally || !isValidNow(current)) return;
    sender.send(tally.report(routePattern(window.location.pathname), current.ticket));
  };
  // On window, not document: the Web Vitals library's own listeners (capturing) run first and
  // hand over their final values before the report is made.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  // A preview's browser reports under the preview's version (remotesJsonOfThisBrowser.ts).
  void remotesJsonOfThisBrowser()
    .catch(() => ({}))
    .then((remotesJson) => {
      tally = new SessionTally(
        canaryBucket(),
        shellVersion(),
        remoteVersions(remotesJson, canaryBucket()),
      );
      for (const action of pending.splice(0)) action(tally);
      watchFetchedScripts(tally);
    });

  void firstScreenShown.then(() =>
    idle(() => {
      measureWebVitals().catch(() => undefined);
    }),
  );
}
