import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
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

/** A bare frame around a remote running alone: which app this is and links to its pages. */
export function StandaloneFrame({ appName, nav, children }: StandaloneFrameProps) {
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
      </header>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
