import { EmptyState } from '@murmur/ui';
import { useExploreTimelineInfiniteQuery } from '@murmur/core';
import { TimelinePage } from '../feed/TimelinePage';

/** /explore: every post, newest first. */
export function ExplorePage() {
  const timeline = useExploreTimelineInfiniteQuery();

  return (
    <TimelinePage
      title="Explore"
      label="Explore feed"
      timeline={timeline}
      live="explore"
      empty={<EmptyState variant="dashed">Nobody has posted yet. Be the first!</EmptyState>}
    />
  );
}
