import { CaughtUp, TimelineFeed, type TimelineFeedProps } from '@murmur/ui';
import { PageMain } from './PageMain';

export interface TimelinePageProps extends Omit<TimelineFeedProps, 'footer'> {
  /** The page's heading, e.g. "Home" (the feed itself is named by `label`). */
  title: string;
}

/**
 * A page that is one timeline: its `<main>` with the title, and the feed, which closes with "all
 * caught up" once its last page is in. Written once because home, explore and bookmarks differ
 * only in their words, their query, their empty state and whether new posts arrive live.
 */
export function TimelinePage({ title, ...feed }: TimelinePageProps) {
  return (
    <PageMain title={title}>
      <TimelineFeed {...feed} footer={<CaughtUp />} />
    </PageMain>
  );
}
