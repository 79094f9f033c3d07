import { useEffect, useId } from 'react';
import { EmptyState, ErrorState, LoadingState, PostList } from '@murmur/ui';
import {
  fetchPosts,
  selectPostsByUser,
  selectPostsError,
  selectPostsStatus,
  useAppDispatch,
  useAppSelector,
} from '@murmur/core';
import styles from './ProfilePosts.module.scss';

/** The user's own posts, newest first, from the one posts list. */
export function ProfilePosts({ username }: { username: string }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const posts = useAppSelector((state) => selectPostsByUser(state, username));
  const status = useAppSelector(selectPostsStatus);
  const error = useAppSelector(selectPostsError);

  // Signed-in sessions load posts at start-up; a page opened on its own (standalone) loads them here.
  useEffect(() => {
    if (status === 'idle') void dispatch(fetchPosts());
  }, [dispatch, status]);

  const waiting = posts.length === 0 && (status === 'idle' || status === 'loading');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Posts
      </h2>
      {waiting ? (
        <LoadingState label="Loading posts" count={2} />
      ) : status === 'failed' && posts.length === 0 ? (
        <ErrorState
          title="Could not load posts"
          message={error ?? 'Something went wrong. Please try again.'}
          onRetry={() => void dispatch(fetchPosts())}
        />
      ) : (
        <PostList
          posts={posts}
          label={`Posts by @${username}`}
          empty={<EmptyState variant="dashed">No posts yet</EmptyState>}
        />
      )}
    </section>
  );
}
