import { Avatar, safeHttpUrl } from '@murmur/ui';
import type { Profile } from '@murmur/core';
import { ProfileAction } from './ProfileAction';
import styles from './ProfileHeader.module.scss';

/** Who this is: avatar, names, bio, website, follow counts and the profile's one button. */
export function ProfileHeader({ user }: { user: Profile }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const website = safeHttpUrl(user.website);
  const { followerCount: followers, followingCount: following } = user;
  return (
    <header className={styles.header}>
      <Avatar user={user} size="xl" decorative className={styles.avatar} />
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <div className={styles.names}>
            <h1 className={styles.fullName}>{fullName}</h1>
            <p className={styles.username}>@{user.username}</p>
          </div>
          <ProfileAction user={user} />
        </div>
        {user.bio.trim() && <p className={styles.bio}>{user.bio}</p>}
        {website && (
          <a className={styles.website} href={website} target="_blank" rel="noopener noreferrer">
            {user.website.trim()}
          </a>
        )}
        <ul className={styles.counts} aria-label="Connections">
          <li>
            <strong className={styles.count}>{following}</strong> following
          </li>
          <li>
            <strong className={styles.count}>{followers}</strong>{' '}
            {followers === 1 ? 'follower' : 'followers'}
          </li>
        </ul>
      </div>
    </header>
  );
}
