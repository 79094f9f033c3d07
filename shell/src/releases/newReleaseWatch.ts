/**
 * Tells the page when a new release is live, so it can offer a reload (never reloading by
 * itself: the person may be typing). Checked when the tab comes back into view, at most once
 * a minute, with two small no-cache requests (the pointers, releaseCheck.ts).
 */
import { changedApps, currentRelease, releaseOfThisPage, type PageRelease } from './releaseCheck';

export const CHECK_INTERVAL_MS = 60_000;

let available = false;
const listeners = new Set<() => void>();

export const isNewReleaseAvailable = (): boolean => available;

export function subscribeToNewRelease(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(apps: readonly string[]) {
  available = true;
  console.info(`Murmur: a new version is live (${apps.join(', ')}); reload the page to use it.`);
  listeners.forEach((listener) => listener());
}

export interface WatchOptions {
  /** The pointers now (tests give their own). */
  read?: () => Promise<PageRelease>;
  now?: () => number;
  doc?: Document;
}

/**
 * Watches from now on, comparing with `loaded`, what this page started with. The page's own
 * load counts as the first check. Returns a function that stops watching.
 */
export function watchForNewRelease(loaded: PageRelease, options: WatchOptions = {}): () => void {
  const {
    read = () => currentRelease(loaded.shellVersion !== null),
    now = Date.now,
    doc = document,
  } = options;
  let lastCheck = now();
  const onVisibilityChange = () => {
    if (doc.visibilityState !== 'visible' || available) return;
    if (now() - lastCheck < CHECK_INTERVAL_MS) return;
    lastCheck = now();
    read()
      .then((current) => {
        const changed = changedApps(loaded, current);
        if (changed.length > 0 && !available) announce(changed);
      })
      .catch(() => {
        // Offline or between deploys: the next visit to the tab asks again.
      });
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => doc.removeEventListener('visibilitychange', onVisibilityChange);
}

/**
 * A deploy leaves this page on the versions it started with; from now on it offers a reload
 * once the pointers say another is live (docs/releases.md).
 */
export function startNewReleaseWatch(): void {
  releaseOfThisPage().then(watchForNewRelease, () => {
    // remotes.json could not be read: the pages say so, and there is nothing to compare with.
  });
}
