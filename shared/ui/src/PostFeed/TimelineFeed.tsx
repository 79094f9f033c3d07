import { useCallback, useDeferredValue, type ReactNode } from 'react';
import {
  errorMessage,
  selectPagedPostIds,
  useAppSelector,
  type TimelineKey,
  type TimelinePage,
} from '@murmur/core';
import { ErrorState } from '../ErrorState/ErrorState';
import { LoadingState } from '../LoadingState/LoadingState';
import { NewPostsButton } from './NewPostsButton';
import { PostFeed } from './PostFeed';
import styles from './TimelineFeed.module.scss';

/** What a timeline's infinite query (`useHomeTimelineInfiniteQuery()` and the like) gives. */
export interface TimelineQuery {
  data?: { pages: TimelinePage[] } | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface TimelineFeedProps {
  timeline: TimelineQuery;
  /** Names the feed, e.g. "Home feed". */
  label: string;
  empty?: ReactNode;
  footer?: ReactNode;
  /** The timeline live events add to ("Show 3 new posts" above it); none for the bookmarks. */
  live?: TimelineKey;
}

/**
 * A timeline with its loading and failure states: the first page's wait, a failure with a way
 * to try again (of the first page, or of the next one while those already read stay), then the
 * feed, which asks for the next page itself.
 */
export function TimelineFeed({ timeline, label, empty, footer, live }: TimelineFeedProps) {
  const { isError, isFetching, isFetchingNextPage, hasNextPage } = timeline;
  // A page of cards is a long render: React draws it in the background, yielding to the browser,
  // while what is on screen stays (a drawn page's placeholder, once hydrated, is replaced so).
  const data = useDeferredValue(timeline.data);
  const postIds = useAppSelector((state) => selectPagedPostIds(state, data?.pages));
  const { fetchNextPage, refetch } = timeline;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (!data) {
    return isError ? (
      <ErrorState message={errorMessage(timeline.error)} onRetry={() => void refetch()} />
    ) : (
      <LoadingState label={`Loading ${label.toLowerCase()}`} />
    );
  }
  return (
    // One box: its parent's gap stays the same whether new posts wait or not.
    <div className={styles.timeline}>
      {live && <NewPostsButton timeline={live} />}
      <PostFeed
        postIds={postIds}
        label={label}
        hasMore={hasNextPage && !isError}
        loading={isFetching}
        onLoadMore={loadMore}
        empty={empty}
        // After a failed page the end is not known: no "all caught up", a way to try again.
        footer={isError ? undefined : footer}
      />
      {isError && (
        <div className={styles.failure}>
          <ErrorState
            message={errorMessage(timeline.error)}
            onRetry={isFetchingNextPage ? undefined : loadMore}
          />
        </div>
      )}
    </div>
  );
}
