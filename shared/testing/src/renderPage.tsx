/**
 * Renders a remote's page as the shell mounts it: at its route in a data router, beside stand-ins
 * for the pages it may send the user to (home, login), with the toast container.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, paths, type AppStore } from '@murmur/core';
import { signInAsGuest } from './session';

export interface PageRoute {
  /** The route pattern the page is mounted on, e.g. "/profile/:username". */
  path: string;
  /** The URL to open, e.g. "/profile/guest"; the pattern itself when left out. */
  route?: string;
}

const STAND_INS: RouteObject[] = [
  { path: paths.home, element: <p>Home page</p> },
  { path: paths.login, element: <p>Login page</p> },
];

export function renderPage(
  page: ReactElement,
  { path, route = path, store = makeStore() }: PageRoute & { store?: AppStore | undefined },
) {
  const router = createMemoryRouter(
    [{ path, element: page }, ...STAND_INS.filter((standIn) => standIn.path !== path)],
    { initialEntries: [route] },
  );
  const rendered = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { store, router, ...rendered };
}

/** Logs the guest in first, as the login page would (which also starts the start-up loads). */
export async function renderSignedIn(page: ReactElement, pageRoute: PageRoute) {
  return renderPage(page, { ...pageRoute, store: await signInAsGuest() });
}
