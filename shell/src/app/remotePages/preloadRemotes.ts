/**
 * Fetching remotes before they are needed, so a page that lives in another remote shows at
 * once: the current page's remote as the app starts (while the session is still being
 * restored), the feed from the login page (where a login leads), and, once a user is signed in
 * and the page is idle, every remote the main navigation leads to.
 */
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, paths, whenSignedIn, type AppStore, type RemoteName } from '@murmur/core';
import { rememberLoadedRemote } from './loadedRemotes';
import { ensureRemotesRegistered } from '../../federation/registerRemotes';

const started = new Set<RemoteName>();

/**
 * Downloads a remote's entry and its pages' files (all at once: `preloadRemote`), then loads
 * the pages' module, so that showing one is a render. Once; a failure may be tried again.
 */
export function preloadRemotePages(name: RemoteName): Promise<void> {
  if (started.has(name)) return Promise.resolve();
  started.add(name);
  return ensureRemotesRegistered()
    .then(() =>
      Promise.all([
        preloadRemote([{ nameOrAlias: name, exposes: ['./pages'] }]),
        loadRemote(`${name}/pages`).then((exposed) =>
          rememberLoadedRemote(`${name}/pages`, exposed),
        ),
      ]),
    )
    .then(
      () => undefined,
      () => {
        // The page itself reports a remote that cannot load; preloading is only a head start.
        started.delete(name);
      },
    );
}

const FEED_PATHS: readonly string[] = [paths.home, paths.explore, paths.bookmarks];

/** The remote that serves a path, as the shell's router maps them. */
export function remoteOfPath(pathname: string): RemoteName | null {
  if (pathname === paths.login || pathname === paths.signup) return 'auth';
  if (FEED_PATHS.includes(pathname)) return 'feed';
  if (pathname.startsWith(paths.profile(''))) return 'profile';
  if (pathname.startsWith(paths.post(''))) return 'post';
  return null;
}

/** Runs `work` when the browser has nothing better to do, `delayMs` from now at the earliest. */
function whenIdle(work: () => void, delayMs: number): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
    else work();
  }, delayMs);
}

/**
 * Wires the preloading once, as the app starts at `pathname`. Settles when the current page's
 * remote has loaded (or failed to: its page then says so).
 */
export function startPreloading(store: AppStore, pathname: string): Promise<void> {
  const current = remoteOfPath(pathname);
  const currentPage = current ? preloadRemotePages(current) : Promise.resolve();
  // Where a login leads, once the login form is up: not on the first screen's critical path.
  if (current === 'auth')
    void currentPage.then(() => whenIdle(() => void preloadRemotePages('feed'), 0));

  // After the page the user came for (its remote loaded, the browser idle), not in its way.
  const preloadAll = () =>
    REMOTE_NAMES.filter((name) => name !== 'auth').forEach((name) => void preloadRemotePages(name));
  whenSignedIn(store, () => void currentPage.then(() => whenIdle(preloadAll, 300)));
  return currentPage;
}
