import { CaughtUp, EmptyState, TimelineFeed } from '@murmur/ui';
import { useExploreTimelineInfiniteQuery } from '@murmur/core';
import { PageMain } from '../feed/PageMain';

/** /explore: every post, newest first. */
export function ExplorePage() {
  const timeline = useExploreTimelineInfiniteQuery();

  return (
    <PageMain title="Explore">
      <TimelineFeed
        label="Explore feed"
        timeline={timeline}
        live="explore"
        empty={<EmptyState variant="dashed">Nobody has posted yet. Be the first!</EmptyState>}
        footer={<CaughtUp />}
      />
    </PageMain>
  );
}
