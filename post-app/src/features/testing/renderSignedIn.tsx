import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { GUEST_CREDENTIALS, login, makeStore, paths } from '@murmur/shared';
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

/**
 * Logs the guest in against the running mock API, as the login page would (which also starts the
 * posts, users and bookmarks loads), then renders the page at its route with a stand-in /home and
 * the toast container.
 */
export async function renderSignedIn(page: ReactElement, { path, url }: PageRoute) {
  ensureMatchMedia();
  const store = makeStore();
  await store.dispatch(login({ ...GUEST_CREDENTIALS })).unwrap();
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
