import { useMemo } from 'react';
import { EmptyState } from '@murmur/ui';
import {
  fetchBookmarks,
  selectBookmarks,
  selectBookmarksError,
  selectBookmarksStatus,
  useAppSelector,
} from '@murmur/core';
import { PageMain } from '../feed/PageMain';
import { PostsSection } from '../feed/PostsSection';
import { useLoadWhenIdle } from '../feed/useLoadWhenIdle';

/** /bookmarks: the signed-in user's bookmarked posts, the latest bookmark first. */
export function BookmarksPage() {
  const bookmarks = useAppSelector(selectBookmarks);
  const { status, error, load } = useLoadWhenIdle(
    fetchBookmarks,
    selectBookmarksStatus,
    selectBookmarksError,
  );
  // The server keeps bookmarks in the order they were made.
  const latestFirst = useMemo(() => [...bookmarks].reverse(), [bookmarks]);

  return (
    <PageMain title="Bookmarks">
      <PostsSection
        label="Bookmarks"
        posts={latestFirst}
        status={status}
        error={error}
        onRetry={load}
        empty={<EmptyState variant="dashed">You dont have any Bookmarks</EmptyState>}
      />
    </PageMain>
  );
}
