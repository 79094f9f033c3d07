import { useId } from 'react';
import { CaughtUp, EmptyState, TimelineFeed } from '@murmur/ui';
import { profileKey, useUserTimelineInfiniteQuery } from '@murmur/core';
import styles from './ProfilePosts.module.scss';

/** The user's own posts, newest first, a page at a time. */
export function ProfilePosts({ username }: { username: string }) {
  const headingId = useId();
  const timeline = useUserTimelineInfiniteQuery(username);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Posts
      </h2>
      <TimelineFeed
        label={`Posts by @${username}`}
        timeline={timeline}
        live={`user:${profileKey(username)}`}
        empty={<EmptyState variant="dashed">No posts yet</EmptyState>}
        footer={<CaughtUp />}
      />
    </section>
  );
}
