import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../chrome/AppLayout';
import { RequireAuth } from '../chrome/RequireAuth';
import type { ChromeRouteHandle } from '../chrome/routeHandle';
import type { TableRoute } from '../routing/routeTable';
import type { PageRouteTable } from '../routing/routeTableOfThisPage';
import { NotFoundPage } from './NotFoundPage';
import { RemotesUnavailablePage } from './RemotesUnavailablePage';
import { RouteErrorPage } from './RouteErrorPage';
import { RemotePage } from './remotePages/RemotePage';
import {
  pagesModuleOf,
  remotePageLoader,
  type RemotePageLoader,
} from './remotePages/remotePageLoader';

/** How a route gets its page: `remotePageLoader` in the browser, the server its own. */
export type PageLoaderOf = (id: string, page: string) => RemotePageLoader;

/** A remote's route: its page comes from the remote the first time it is visited. */
function remoteRoute({ remote, route }: TableRoute, loaderOf: PageLoaderOf): RouteObject {
  const loader = loaderOf(pagesModuleOf(remote), route.page);
  const handle: ChromeRouteHandle | undefined = route.layout ? { layout: route.layout } : undefined;
  return {
    path: route.path,
    element: <RemotePage loader={loader} what={route.what} />,
    ...(handle && { handle }),
  };
}

/**
 * Every route the remotes declare (remotes.json, routing/routeTable.ts) in the shell's frame:
 * the layout, the guard in front of the routes that need a signed-in person, the not-found
 * page, and the error page of last resort. Nothing here knows one remote from another.
 */
export function routesOf(
  table: PageRouteTable,
  loaderOf: PageLoaderOf = remotePageLoader,
): RouteObject[] {
  const served = (access: 'public' | 'signed-in') =>
    table.routes
      .filter(({ route }) => route.access === access)
      .map((route) => remoteRoute(route, loaderOf));
  return [
    {
      element: <AppLayout nav={table.nav} />,
      errorElement: <RouteErrorPage />,
      children: [
        ...served('public'),
        { element: <RequireAuth />, children: served('signed-in') },
        {
          path: '*',
          element:
            table.unavailable === undefined ? (
              <NotFoundPage />
            ) : (
              <RemotesUnavailablePage reason={table.unavailable} />
            ),
        },
      ],
    },
  ];
}

export function AppRouter({ table }: { table: PageRouteTable }) {
  const [router] = useState(() => createBrowserRouter(routesOf(table)));
  return <RouterProvider router={router} />;
}
