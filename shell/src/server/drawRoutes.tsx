/**
 * Draws every route of the live remotes.json as the browser's first render would draw it, with
 * the versions it names: the shell's chrome around the route's page, from a store with nobody
 * signed in (a public page) or with a session being restored (a signed-in page: the top bar,
 * the navigation and the page's placeholder; the person's data comes in the browser).
 */
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { makeStore, type RemotePages, type RootState } from '@murmur/core';
import { App } from '../app/App';
import { routesOf } from '../app/router';
import { tableKey, type DrawnFirstScreen } from '../app/drawnFirstScreen';
import { remoteNameOf } from '../federation/RemoteLoadError';
import { pagesModuleOf, type RemotePageLoader } from '../app/remotePages/remotePageLoader';
import { routeTableOf, type RouteTable, type TableRoute } from '../routing/routeTable';
import { versionTaken } from '../releases/remotesPointer';
import { isObject } from '@murmur/contract';
import type { DrawRequest, DrawnRoute, DrawnRoutes } from '@murmur/contract';

/** A bucket past every canary's share: the server draws the live versions. */
const LIVE_BUCKET = 100;

/** The live manifest of a remote, as remotes.json names it. */
function liveManifest(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (!isObject(entry)) return null;
  const { manifest } = versionTaken(entry, LIVE_BUCKET);
  return typeof manifest === 'string' ? manifest : null;
}

/** The store a route is drawn from: nobody signed in, or a stored session being restored. */
function storeFor(access: TableRoute['route']['access']) {
  const store = makeStore();
  if (access === 'public') return store;
  const auth: RootState['auth'] = { ...store.getState().auth, status: 'restoring' };
  return makeStore({ auth });
}

/**
 * A loader whose page is already here, given as itself: the server has nothing to wait for (and
 * React's server renderer takes a lazy component as something to wait for, even one that is
 * settled).
 */
function loadedPageLoader(pages: ReadonlyMap<string, RemotePages>) {
  return (id: string, page: string): RemotePageLoader => {
    const Page =
      pages.get(id)?.[page] ??
      (() => {
        throw new Error(`The "${remoteNameOf(id)}" app has no ${page}.`);
      });
    return {
      Page,
      remote: remoteNameOf(id),
      reload: () => undefined,
    };
  };
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, { stream: true });
  }
  return text + decoder.decode();
}

async function drawRoute(
  served: TableRoute,
  table: RouteTable,
  pages: ReadonlyMap<string, RemotePages>,
  manifest: string,
): Promise<DrawnRoute> {
  const store = storeFor(served.route.access);
  // The browser's router, in memory at the route's path: the same components draw the same
  // page (its routes have no loaders, so it is ready at once).
  const router = createMemoryRouter(routesOf(table, loadedPageLoader(pages)), {
    initialEntries: [served.route.path],
  });
  // A part that throws would be left to the browser to draw: the route is not drawn instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App store={store} router={<RouterProvider router={router} />} />,
    { onError: (error) => void errors.push(error) },
  );
  const html = await textOf(prelude);
  if (errors.length > 0) throw errors[0];
  const drawn: DrawnFirstScreen = {
    format: 1,
    route: served.route.path,
    remote: served.remote,
    manifest,
    table: tableKey(table),
    state: store.getState(),
  };
  return {
    path: served.route.path,
    remote: served.remote,
    access: served.route.access,
    html,
    drawn: JSON.stringify(drawn),
  };
}

export async function drawRoutes({
  remotesJson,
  serverEntries,
}: DrawRequest): Promise<DrawnRoutes> {
  const table = routeTableOf(remotesJson, LIVE_BUCKET);
  const result: DrawnRoutes = { routes: [], failures: [] };
  registerRemotes(
    Object.entries(serverEntries).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  const pages = new Map<string, RemotePages>();
  for (const remote of new Set(table.routes.map(({ remote }) => remote))) {
    const reason = !serverEntries[remote]
      ? 'no server build'
      : await loadRemote<RemotePages>(pagesModuleOf(remote)).then(
          (exposed) => (exposed ? (pages.set(pagesModuleOf(remote), exposed), null) : 'no pages'),
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
    if (reason) {
      for (const { route } of table.routes.filter((served) => served.remote === remote)) {
        result.failures.push({ path: route.path, remote, reason });
      }
    }
  }
  for (const served of table.routes) {
    const manifest = liveManifest(remotesJson[served.remote]);
    if (!pages.has(pagesModuleOf(served.remote)) || !manifest) continue;
    try {
      result.routes.push(await drawRoute(served, table, pages, manifest));
    } catch (error) {
      result.failures.push({
        path: served.route.path,
        remote: served.remote,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}
