import { Link } from 'react-router-dom';
import { CaughtUp, EmptyState, TimelineFeed } from '@murmur/ui';
import { paths, useHomeTimelineInfiniteQuery } from '@murmur/core';
import { PageMain } from '../feed/PageMain';
import { Suggestions } from './Suggestions';
import styles from './HomePage.module.scss';

/** /home: the user's own posts and those of people they follow, then who else to follow. */
export function HomePage() {
  const timeline = useHomeTimelineInfiniteQuery();

  return (
    <>
      <PageMain title="Home">
        <TimelineFeed
          label="Home feed"
          timeline={timeline}
          live="home"
          empty={
            <div className={styles.closing}>
              <EmptyState>
                Your feed is quiet. Follow someone, or see what everyone is saying on{' '}
                <Link to={paths.explore}>Explore</Link>.
              </EmptyState>
              <CaughtUp />
            </div>
          }
          footer={<CaughtUp />}
        />
      </PageMain>
      <Suggestions />
    </>
  );
}
