/**
 * What the page tells the mock's service worker: its settings in the worker's URL (the page
 * reads them from local storage, which a worker cannot), and the messages it answers.
 */
export const WORKER_FILE = 'mock-api-worker.js';

/**
 * How long a page waits for the worker to take it over (a first visit installs it) before the
 * mock runs in the page instead; the page's first reads wait as long (shell/src/firstReads/).
 */
export const WORKER_CONTROL_WAIT_MS = 5_000;

export const WORKER_MESSAGES = {
  /** Take this page under control (it started uncontrolled: a first visit, a hard reload). */
  claim: 'murmur-mock-api/claim',
  /** Back to the seed, for every tab (`?reset-demo`). */
  reset: 'murmur-mock-api/reset',
  /** To the page whose write changed the data: it tells the other tabs (as the in-page mock). */
  dataChanged: 'murmur-mock-api/data-changed',
} as const;

export interface WorkerSettings {
  /** Response delay in ms; undefined keeps the spec's 400. */
  timing: number | undefined;
  /** Undefined keeps the seed's own size. */
  seedPosts: number | undefined;
}

/** A setting's whole number of 0 or more, or undefined (unset, blank or not such a number). */
export function wholeNumber(raw: string | null | undefined): number | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

export function readWorkerSettings(query: URLSearchParams): WorkerSettings {
  return {
    timing: wholeNumber(query.get('delay')),
    seedPosts: wholeNumber(query.get('seedPosts')),
  };
}

/** The worker's URL, from the origin's root, with the settings that differ from the defaults. */
export function workerUrl({ timing, seedPosts }: WorkerSettings): string {
  const query = new URLSearchParams();
  if (timing !== undefined) query.set('delay', String(timing));
  if (seedPosts !== undefined) query.set('seedPosts', String(seedPosts));
  const text = query.toString();
  return `/${WORKER_FILE}${text ? `?${text}` : ''}`;
}
