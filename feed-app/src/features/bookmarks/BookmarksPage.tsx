import { useMemo } from 'react';
import {
  EmptyState,
  fetchBookmarks,
  selectBookmarks,
  selectBookmarksError,
  selectBookmarksStatus,
  useAppDispatch,
  useAppSelector,
} from '@murmur/shared';
import { PageMain } from '../feed/PageMain';
import { PostsSection } from '../feed/PostsSection';
import { useLoadWhenIdle } from '../feed/useLoadWhenIdle';

/** /bookmarks: the signed-in user's bookmarked posts, the latest bookmark first. */
export function BookmarksPage() {
  const dispatch = useAppDispatch();
  const bookmarks = useAppSelector(selectBookmarks);
  const status = useAppSelector(selectBookmarksStatus);
  const error = useAppSelector(selectBookmarksError);
  // The server keeps bookmarks in the order they were made.
  const latestFirst = useMemo(() => [...bookmarks].reverse(), [bookmarks]);
  const load = () => void dispatch(fetchBookmarks());
  useLoadWhenIdle(status, load);

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
