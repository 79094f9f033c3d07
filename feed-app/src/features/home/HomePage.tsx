import { Link } from 'react-router-dom';
import { CaughtUp, EmptyState } from '@murmur/ui';
import { paths, useHomeTimelineInfiniteQuery } from '@murmur/core';
import { TimelinePage } from '../feed/TimelinePage';
import { Suggestions } from './Suggestions';
import styles from './HomePage.module.scss';

/** /home: the user's own posts and those of people they follow, then who else to follow. */
export function HomePage() {
  const timeline = useHomeTimelineInfiniteQuery();

  return (
    <>
      <TimelinePage
        title="Home"
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
      />
      <Suggestions />
    </>
  );
}
