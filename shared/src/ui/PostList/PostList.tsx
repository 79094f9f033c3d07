import type { ReactNode } from 'react';
import type { Post } from '../../types/domain';
import { PostCard } from '../PostCard/PostCard';
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

export function PostList({ posts, label, empty, footer, busy = false }: PostListProps) {
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
        {posts.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
