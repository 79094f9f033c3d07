import type { ReactNode } from 'react';
import type { Post } from '@murmur/core';
import { PostCard } from '../PostCard/PostCard';
import { useShownCount } from './useShownCount';
import styles from './PostList.module.scss';

export interface PostListProps {
  posts: readonly Post[];
  /** Names the feed for assistive technology, e.g. "Home feed". */
  label: string;
  /** Shown instead of the list when there are no posts. */
  empty?: ReactNode;
  /** Shown after the last post, e.g. the "You are all cought up" box. */
  footer?: ReactNode;
  /** More posts are loading into the list. */
  busy?: boolean;
}

/**
 * A feed of post cards. Only the first pages are rendered, and the next one as the reader
 * scrolls (or tabs) near the end, so a feed of thousands shows as fast as one of twenty; each
 * card says where it stands in the whole feed (aria-posinset of aria-setsize).
 */
export function PostList({ posts, label, empty, footer, busy = false }: PostListProps) {
  const { shown, hasMore, sentinel } = useShownCount(posts.length);

  if (posts.length === 0 && empty) {
    // Kept to the card width, like the footer box, so an empty page lines up with a full one.
    return (
      <div className={styles.list}>
        <div className={styles.footer}>{empty}</div>
      </div>
    );
  }
  return (
    <div className={styles.list}>
      <div role="feed" aria-label={label} aria-busy={busy} className={styles.feed}>
        {posts.slice(0, shown).map((post, index) => (
          <PostCard key={post._id} post={post} posInSet={index + 1} setSize={posts.length} />
        ))}
      </div>
      {hasMore ? (
        <div ref={sentinel} className={styles.more} aria-hidden="true" />
      ) : (
        footer && <div className={styles.footer}>{footer}</div>
      )}
    </div>
  );
}
