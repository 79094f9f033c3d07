import {
  EmptyState,
  fetchPosts,
  selectExplorePosts,
  selectPostsError,
  selectPostsStatus,
  useAppDispatch,
  useAppSelector,
} from '@murmur/shared';
import { PageMain } from '../feed/PageMain';
import { PostsSection } from '../feed/PostsSection';
import { useLoadWhenIdle } from '../feed/useLoadWhenIdle';

/** /explore: every post, newest first. */
export function ExplorePage() {
  const dispatch = useAppDispatch();
  const posts = useAppSelector(selectExplorePosts);
  const status = useAppSelector(selectPostsStatus);
  const error = useAppSelector(selectPostsError);
  const load = () => void dispatch(fetchPosts());
  useLoadWhenIdle(status, load);

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
