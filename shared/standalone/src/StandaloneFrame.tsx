import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { selectIsAuthenticated } from '@murmur/core';
import { useAppDispatch, useAppSelector } from '@murmur/core';
import { postModalOpened } from '@murmur/core';
import { Button } from '@murmur/ui';
import styles from './StandaloneFrame.module.scss';

export interface StandaloneNavItem {
  label: string;
  to: string;
}

export interface StandaloneFrameProps {
  /** The workspace name, e.g. `feed-app`. */
  appName: string;
  nav: readonly StandaloneNavItem[];
  children: ReactNode;
}

/**
 * A bare frame around a remote running alone: which app this is, links to its pages and, as the
 * shell's top bar offers, "New Post" once someone is signed in.
 */
export function StandaloneFrame({ appName, nav, children }: StandaloneFrameProps) {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.title}>Murmur · {appName} (standalone)</p>
        <nav aria-label={`${appName} pages`}>
          <ul className={styles.links}>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => (isActive ? styles.active : styles.link)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {isAuthenticated && (
          <Button
            size="sm"
            className={styles.newPost}
            onClick={() => dispatch(postModalOpened({ content: '' }))}
          >
            New Post
          </Button>
        )}
      </header>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
