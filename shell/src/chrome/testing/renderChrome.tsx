/**
 * Test harness for the chrome. `AppLayout` reads route handles with `useMatches()`, which only a
 * data router provides, so the layout is rendered in a small copy of the app's route tree.
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { makeStore } from '@murmur/core';
import type { AppStore, RootState } from '@murmur/core';
import { productRemotesJson, signedInStore } from '@murmur/testing';
import { routeTableOf } from '../../routing/routeTable';
import { AppLayout } from '../AppLayout';
import { RequireAuth } from '../RequireAuth';
import type { ChromeRouteHandle } from '../routeHandle';

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

function ProfileStub() {
  return <Page title={`Profile of ${useParams().username ?? ''}`} />;
}

const feedHandle: ChromeRouteHandle = { layout: 'feed' };

/** The main navigation the product's remotes declare. */
const productNav = routeTableOf(productRemotesJson(), 0).nav;

interface ChromeOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

export function renderChrome({ route = '/home', preloadedState, store }: ChromeOptions = {}) {
  const appStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout nav={productNav} />,
        children: [
          { path: '/', element: <Page title="Login" /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/home', element: <Page title="Home feed" />, handle: feedHandle },
              { path: '/explore', element: <Page title="Explore" /> },
              { path: '/bookmarks', element: <Page title="Bookmarks" /> },
              { path: '/profile/:username', element: <ProfileStub /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { store: appStore, router };
}

/** The chrome at `route` for the guest, signed in with the start-up loads landed. */
export async function renderChromeSignedIn(route = '/home') {
  return renderChrome({ route, store: await signedInStore() });
}

/** The page title the stub route renders: where the router is now. */
export const currentPage = () => screen.getByRole('heading', { level: 1 });
