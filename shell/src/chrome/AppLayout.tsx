import { useRef } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { AppModals } from '@murmur/ui';
import { selectAuthStatus, selectIsAuthenticated, useAppSelector } from '@murmur/core';
import { LiveAnnouncer } from './LiveAnnouncer/LiveAnnouncer';
import { MainNav } from './MainNav/MainNav';
import { NewReleasePrompt } from './NewReleasePrompt/NewReleasePrompt';
import { PreviewBar } from './PreviewBar/PreviewBar';
import { RemoteOverridesBar } from './RemoteOverridesBar/RemoteOverridesBar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar/TopBar';
import type { NavLinkEntry } from '../routing/routeTable';
import { layoutVariantOf } from './routeHandle';
import styles from './AppLayout.module.scss';

/**
 * The page frame every route renders in: top bar, then a grid of the main navigation and the
 * page. Pages bring their own `<main>` (and the feed its suggestions `<aside>`); the wrapper
 * around the outlet uses `display: contents` so they land directly in the grid's columns.
 */
export function AppLayout({ nav }: { nav: readonly NavLinkEntry[] }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  // A stored session being restored is drawn signed in (RequireAuth.tsx): no flash of the
  // signed-out frame for a person who is signed in.
  const restoring = useAppSelector(selectAuthStatus) === 'restoring';
  const signedIn = isAuthenticated || restoring;
  const variant = layoutVariantOf(useMatches().at(-1)?.handle);
  const pageRef = useRef<HTMLDivElement>(null);

  const gridClass = [
    styles.grid,
    variant === 'feed' ? styles.feed : '',
    signedIn ? '' : styles.signedOut,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.app}>
      <SkipLink pageRef={pageRef} />
      <RemoteOverridesBar />
      <PreviewBar />
      <TopBar />
      <div className={gridClass} data-layout={variant}>
        {/* Every destination of the navigation is protected, so it is shown only when signed in. */}
        {signedIn && <MainNav links={nav} />}
        <div className={styles.page} ref={pageRef}>
          <Outlet />
        </div>
      </div>
      <NewReleasePrompt />
      <AppModals />
      <LiveAnnouncer />
    </div>
  );
}
