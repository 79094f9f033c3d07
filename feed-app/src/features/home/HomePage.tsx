import { Link } from 'react-router-dom';
import { EmptyState } from '@murmur/ui';
import {
  fetchPosts,
  paths,
  selectHomeFeed,
  selectPostsError,
  selectPostsStatus,
  useAppSelector,
} from '@murmur/core';
import { PageMain } from '../feed/PageMain';
import { PostsSection } from '../feed/PostsSection';
import { useLoadWhenIdle } from '../feed/useLoadWhenIdle';
import { Suggestions } from './Suggestions';
import styles from './HomePage.module.scss';

/** /home: the user's own posts and those of people they follow, then who else to follow. */
export function HomePage() {
  const posts = useAppSelector(selectHomeFeed);
  const { status, error, load } = useLoadWhenIdle(fetchPosts, selectPostsStatus, selectPostsError);

  return (
    <>
      <PageMain title="Home">
        <PostsSection
          label="Home feed"
          posts={posts}
          status={status}
          error={error}
          onRetry={load}
          empty={
            <div className={styles.closing}>
              <EmptyState>
                Your feed is quiet. Follow someone, or see what everyone is saying on{' '}
                <Link to={paths.explore}>Explore</Link>.
              </EmptyState>
              <EmptyState variant="dashed">You are all cought up</EmptyState>
            </div>
          }
          footer={<EmptyState variant="dashed">You are all cought up</EmptyState>}
        />
      </PageMain>
      <Suggestions />
    </>
  );
}
