import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { paths, selectCurrentUser, useAppSelector } from '@murmur/core';
import { BookmarksIcon, ExploreIcon, HomeIcon, ProfileIcon } from './NavIcons';
import styles from './MainNav.module.scss';

interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType;
}

function navItems(username: string): NavItem[] {
  return [
    { label: 'Home', to: paths.home, Icon: HomeIcon },
    { label: 'Explore', to: paths.explore, Icon: ExploreIcon },
    { label: 'Profile', to: paths.profile(username), Icon: ProfileIcon },
    { label: 'Bookmarks', to: paths.bookmarks, Icon: BookmarksIcon },
  ];
}

/** The main navigation: a sidebar on wide screens, a bottom bar under 550px. */
export function MainNav() {
  const username = useAppSelector(selectCurrentUser)?.username ?? '';

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {navItems(username).map(({ label, to, Icon }) => (
          <li key={label}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                isActive ? `${styles.link} ${styles.active}` : styles.link
              }
            >
              <Icon />
              <span className={styles.label}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
