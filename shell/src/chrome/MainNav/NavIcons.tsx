/** Line icons of the main navigation; decorative, since every link also carries its text. */
import type { ComponentType, ReactNode } from 'react';
import type { NavIcon } from '@murmur/core';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function HomeIcon() {
  return (
    <Icon>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11h5v-6h4v6h5V9" />
    </Icon>
  );
}

export function ExploreIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </Icon>
  );
}

export function ProfileIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
    </Icon>
  );
}

export function BookmarksIcon() {
  return (
    <Icon>
      <path d="M6 3h12v18l-6-4.5L6 21z" />
    </Icon>
  );
}

/** For a remote without an icon of its own: a square of four tiles. */
export function GenericIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </Icon>
  );
}

/** Each icon a remote's nav entry may name (NAV_ICONS in @murmur/core). */
export const NAV_ICON_COMPONENTS: Record<NavIcon, ComponentType> = {
  home: HomeIcon,
  explore: ExploreIcon,
  profile: ProfileIcon,
  bookmarks: BookmarksIcon,
  generic: GenericIcon,
};
