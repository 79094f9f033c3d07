import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { GUEST_CREDENTIALS, login, makeStore, paths, type AppStore } from '@murmur/shared';
import { renderWithProviders } from '@murmur/shared/src/testing/render';

interface PageRoute {
  /** The route pattern the page is mounted on, e.g. "/profile/:username". */
  path: string;
  /** The URL to open, e.g. "/profile/guest". */
  url: string;
}

/** jsdom has no `matchMedia`; react-hot-toast asks it about reduced motion when a toast shows. */
function ensureMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** A store with the guest logged in against the running mock API, as the login page leaves it. */
export async function signInAsGuest(): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(login({ ...GUEST_CREDENTIALS })).unwrap();
  return store;
}

/** Renders the page at its route with a stand-in /home and the toast container. */
export function renderPage(page: ReactElement, { path, url }: PageRoute, store: AppStore) {
  ensureMatchMedia();
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path={paths.home} element={<p>Home page</p>} />
      </Routes>
      <Toaster />
    </>,
    { store, route: url },
  );
}

/** Logging in also starts the posts, users and bookmarks loads, as it does in the app. */
export async function renderSignedIn(page: ReactElement, route: PageRoute) {
  return renderPage(page, route, await signInAsGuest());
}
