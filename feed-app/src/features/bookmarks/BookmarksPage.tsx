import { EmptyState } from '@murmur/ui';
import { useBookmarksTimelineInfiniteQuery } from '@murmur/core';
import { TimelinePage } from '../feed/TimelinePage';

/** /bookmarks: the signed-in user's bookmarked posts, the latest bookmark first. */
export function BookmarksPage() {
  const timeline = useBookmarksTimelineInfiniteQuery();

  return (
    <TimelinePage
      title="Bookmarks"
      label="Bookmarks"
      timeline={timeline}
      empty={<EmptyState variant="dashed">You dont have any Bookmarks</EmptyState>}
    />
  );
}
