import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { paths, type AppStore } from '@murmur/shared';
import { renderWithProviders } from '@murmur/shared/src/testing/render';

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
 * Renders an auth page at its route beside stand-ins for /home and the login page, with the toast
 * container: enough to see where a login leads and what it says.
 */
export function renderAuthPage(
  path: string,
  page: ReactElement,
  { store }: { store?: AppStore } = {},
) {
  ensureMatchMedia();
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        {path !== paths.login && <Route path={paths.login} element={<p>Login page</p>} />}
        <Route path={paths.home} element={<p>Home page</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: path, store },
  );
}
