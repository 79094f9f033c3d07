import { useState } from 'react';
import type { Author } from '@murmur/core';
import { safeHttpUrl } from '../safeHttpUrl/safeHttpUrl';
import { colorOf, initialsOf } from './initials';
import styles from './Avatar.module.scss';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  user: Pick<Author, 'firstName' | 'lastName' | 'username'> & { avatarURL?: string };
  size?: AvatarSize;
  /** The name is already written beside the avatar: hide it from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ user, size = 'md', decorative = false, className }: AvatarProps) {
  const src = safeHttpUrl(user.avatarURL);
  // Remember which address failed, so a new avatarURL gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const classes = [styles.avatar, styles[size], className].filter(Boolean).join(' ');

  if (src && src !== failedSrc) {
    return (
      <img
        className={classes}
        src={src}
        alt={decorative ? '' : fullName}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    );
  }

  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': fullName } as const);
  return (
    <span className={classes} style={{ backgroundColor: colorOf(user.username) }} {...a11y}>
      {initialsOf(user.firstName, user.lastName, user.username)}
    </span>
  );
}
