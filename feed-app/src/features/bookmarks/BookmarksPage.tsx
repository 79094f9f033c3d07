import { CaughtUp, EmptyState, TimelineFeed } from '@murmur/ui';
import { useBookmarksTimelineInfiniteQuery } from '@murmur/core';
import { PageMain } from '../feed/PageMain';

/** /bookmarks: the signed-in user's bookmarked posts, the latest bookmark first. */
export function BookmarksPage() {
  const timeline = useBookmarksTimelineInfiniteQuery();

  return (
    <PageMain title="Bookmarks">
      <TimelineFeed
        label="Bookmarks"
        timeline={timeline}
        empty={<EmptyState variant="dashed">You dont have any Bookmarks</EmptyState>}
        footer={<CaughtUp />}
      />
    </PageMain>
  );
}
