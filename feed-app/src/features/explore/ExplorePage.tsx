import { EmptyState } from '@murmur/ui';
import {
  fetchPosts,
  selectExplorePosts,
  selectPostsError,
  selectPostsStatus,
  useAppSelector,
} from '@murmur/core';
import { PageMain } from '../feed/PageMain';
import { PostsSection } from '../feed/PostsSection';
import { useLoadWhenIdle } from '../feed/useLoadWhenIdle';

/** /explore: every post, newest first. */
export function ExplorePage() {
  const posts = useAppSelector(selectExplorePosts);
  const { status, error, load } = useLoadWhenIdle(fetchPosts, selectPostsStatus, selectPostsError);

  return (
    <PageMain title="Explore">
      <PostsSection
        label="Explore feed"
        posts={posts}
        status={status}
        error={error}
        onRetry={load}
        empty={<EmptyState variant="dashed">Nobody has posted yet. Be the first!</EmptyState>}
      />
    </PageMain>
  );
}
