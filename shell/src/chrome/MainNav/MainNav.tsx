import { NavLink } from 'react-router-dom';
import { useAppSelector, type RootState } from '@murmur/core';
import { navTarget, type NavLinkEntry } from '../../routing/routeTable';
import { NAV_ICON_COMPONENTS } from './NavIcons';
import styles from './MainNav.module.scss';

/**
 * The main navigation: a sidebar on wide screens, a bottom bar under 550px. Its links are the
 * remotes' nav entries (remotes.json), in their order.
 */
/** Whose profile "Profile" opens: the signed-in user's, or the stored session's being restored. */
const selectViewerUsername = (state: RootState) =>
  state.auth.userData?.username ?? state.auth.username;

export function MainNav({ links }: { links: readonly NavLinkEntry[] }) {
  const username = useAppSelector(selectViewerUsername);

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => {
          const Icon = NAV_ICON_COMPONENTS[link.icon];
          return (
            <li key={`${link.remote}:${link.path}`}>
              <NavLink
                to={navTarget(link, username)}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                <Icon />
                <span className={styles.label}>{link.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
