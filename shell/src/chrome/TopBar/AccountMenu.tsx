import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@murmur/ui';
import { paths, useLogoutEverywhereMutation, useLogoutMutation } from '@murmur/core';
import type { OwnProfile } from '@murmur/core';
import styles from './AccountMenu.module.scss';

interface AccountMenuProps {
  user: OwnProfile;
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** Moves focus between the items with the arrow, Home and End keys (the ARIA menu pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>, items: HTMLElement[]) {
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: current >= last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const target = next[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}

/** A button of the menu (both sign-outs), in the list item the ARIA menu pattern wants. */
function MenuButton({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" className={styles.item} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

/**
 * The avatar button of the top bar and the small menu it toggles: Profile, Logout (this browser)
 * and Sign out everywhere (every session of the account, on every device).
 */
export function AccountMenu({ user }: AccountMenuProps) {
  const [logout] = useLogoutMutation();
  const [logoutEverywhere] = useLogoutEverywhereMutation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuItemsOf(menuRef.current)[0]?.focus();

    const closeOnOutsideClick = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Both sign out here at once; the server's answer is not waited for.
  const signOut = (end: typeof logout) => () => {
    setOpen(false);
    void end();
    void navigate(paths.login);
  };

  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Avatar user={user} size="sm" decorative />
      </button>
      {open && (
        <div className={styles.popover}>
          <div className={styles.identity}>
            {fullName && <span className={styles.name}>{fullName}</span>}
            <span className={styles.username}>@{user.username}</span>
          </div>
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="Account"
            className={styles.menu}
            onKeyDown={(event) => {
              if (event.key === 'Tab') setOpen(false);
              else moveFocus(event, menuItemsOf(menuRef.current));
            }}
          >
            <li role="none">
              <Link
                role="menuitem"
                to={paths.profile(user.username)}
                className={styles.item}
                onClick={() => setOpen(false)}
              >
                Profile
              </Link>
            </li>
            <MenuButton onSelect={signOut(logout)}>Logout</MenuButton>
            <MenuButton onSelect={signOut(logoutEverywhere)}>Sign out everywhere</MenuButton>
          </ul>
        </div>
      )}
    </div>
  );
}
