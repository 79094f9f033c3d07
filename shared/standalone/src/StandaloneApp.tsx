import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { AppModals } from '@murmur/ui';
import type { AppStore } from '@murmur/core';
import { AppToaster } from '@murmur/ui';
import { GuestSession } from './GuestSession';
import { StandaloneFrame, type StandaloneNavItem } from './StandaloneFrame';

export interface StandalonePage {
  /** Route pattern, e.g. `/profile/:username`. */
  path: string;
  element: ReactNode;
  /** A link in the frame's navigation, e.g. `{ label: 'Home', to: paths.home }`. */
  nav?: StandaloneNavItem;
  /** Protected in the product (spec §2): the guest is signed in before the page renders. */
  requiresAuth?: boolean;
}

export interface StandaloneAppProps {
  appName: string;
  pages: readonly StandalonePage[];
  store: AppStore;
}

/** One remote's pages with everything the shell would otherwise provide around them. */
export function StandaloneApp({ appName, pages, store }: StandaloneAppProps) {
  const nav = pages.flatMap((page) => (page.nav ? [page.nav] : []));
  const hasRootPage = pages.some((page) => page.path === '/');

  return (
    <Provider store={store}>
      <BrowserRouter>
        <StandaloneFrame appName={appName} nav={nav}>
          <Routes>
            {pages.map((page) => (
              <Route
                key={page.path}
                path={page.path}
                element={
                  page.requiresAuth ? <GuestSession>{page.element}</GuestSession> : page.element
                }
              />
            ))}
            {!hasRootPage && nav[0] && (
              <Route path="/" element={<Navigate to={nav[0].to} replace />} />
            )}
            <Route path="*" element={<NotInThisApp appName={appName} home={nav[0]?.to} />} />
          </Routes>
        </StandaloneFrame>
        <AppModals />
        <AppToaster />
      </BrowserRouter>
    </Provider>
  );
}

/** Links between remotes lead nowhere when one runs alone; say so instead of a blank page. */
function NotInThisApp({ appName, home }: { appName: string; home: string | undefined }) {
  return (
    <main>
      <h1>Not part of {appName}</h1>
      <p>
        This page belongs to another part of Murmur. Run <code>npm start</code> to use them all
        together.
      </p>
      {home && <Link to={home}>Back to {appName}</Link>}
    </main>
  );
}
