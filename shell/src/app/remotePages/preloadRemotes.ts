/**
 * Fetching remotes before they are needed, so a page that lives in another remote shows at
 * once: the current page's remote as the app starts (while the session is still being
 * restored), from a public page the remote of the home feed (where a login leads), and, once a
 * user is signed in and the page is idle, every remote that serves a signed-in page.
 */
import { matchPath } from 'react-router-dom';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { paths, whenSignedIn, type AppStore } from '@murmur/core';
import type { RouteTable, TableRoute } from '../../routing/routeTable';
import { rememberLoadedRemote } from './loadedRemotes';
import { pagesModuleOf } from './remotePageLoader';
import { ensureRemotesRegistered } from '../../federation/registerRemotes';

const started = new Set<string>();

/**
 * Downloads a remote's entry and its pages' files (all at once: `preloadRemote`), then loads
 * the pages' module, so that showing one is a render. Once; a failure may be tried again.
 */
export function preloadRemotePages(name: string): Promise<void> {
  if (started.has(name)) return Promise.resolve();
  started.add(name);
  return ensureRemotesRegistered()
    .then(() =>
      Promise.all([
        preloadRemote([{ nameOrAlias: name, exposes: ['./pages'] }]),
        loadRemote(pagesModuleOf(name)).then((exposed) =>
          rememberLoadedRemote(pagesModuleOf(name), exposed),
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

/** The route of the table a path opens, as the router matches it (null: the not-found page). */
export function routeOfPath(table: RouteTable, pathname: string): TableRoute | null {
  return table.routes.find(({ route }) => matchPath(route.path, pathname)) ?? null;
}

/** The remote that serves a path, as the shell's router maps them. */
export function remoteOfPath(table: RouteTable, pathname: string): string | null {
  return routeOfPath(table, pathname)?.remote ?? null;
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
export function startPreloading(
  store: AppStore,
  pathname: string,
  table: RouteTable,
): Promise<void> {
  const current = routeOfPath(table, pathname);
  const currentPage = current ? preloadRemotePages(current.remote) : Promise.resolve();
  // Where a login leads, once the login form is up: not on the first screen's critical path.
  const afterLogin = remoteOfPath(table, paths.home);
  if (current?.route.access === 'public' && afterLogin && afterLogin !== current.remote) {
    void currentPage.then(() => whenIdle(() => void preloadRemotePages(afterLogin), 0));
  }

  // After the page the user came for (its remote loaded, the browser idle), not in its way.
  const signedInRemotes = new Set(
    table.routes.filter(({ route }) => route.access === 'signed-in').map(({ remote }) => remote),
  );
  const preloadAll = () => signedInRemotes.forEach((name) => void preloadRemotePages(name));
  whenSignedIn(store, () => void currentPage.then(() => whenIdle(preloadAll, 300)));
  return currentPage;
}
