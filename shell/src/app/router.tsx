import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '@murmur/core';
import { AppLayout } from '../chrome/AppLayout';
import { RequireAuth } from '../chrome/RequireAuth';
import type { ChromeRouteHandle } from '../chrome/routeHandle';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { RemotePage } from './remotePages/RemotePage';
import { remotePages } from './remotePages/remotePages';

const feedLayout: ChromeRouteHandle = { layout: 'feed' };

/** `paths.profile` builds `/profile/<name>`; the route matches `/profile/:username`. */
const withParam = (build: (value: string) => string, param: string) => `${build('')}:${param}`;

/** Every route of spec §2. Each page comes from its remote the first time it is visited. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login, element: <RemotePage {...remotePages.login} /> },
      { path: paths.signup, element: <RemotePage {...remotePages.signup} /> },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <RemotePage {...remotePages.home} />, handle: feedLayout },
          { path: paths.explore, element: <RemotePage {...remotePages.explore} /> },
          { path: paths.bookmarks, element: <RemotePage {...remotePages.bookmarks} /> },
          {
            path: withParam(paths.profile, 'username'),
            element: <RemotePage {...remotePages.profile} />,
          },
          { path: withParam(paths.post, 'postId'), element: <RemotePage {...remotePages.post} /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
