import { useEffect, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { PostCard } from '../PostCard/PostCard';
import { useFeedKeys } from './useFeedKeys';
import { useFeedVirtualizer } from './useFeedVirtualizer';
import styles from './PostFeed.module.scss';

export interface PostFeedProps {
  /** The posts loaded so far, newest first. */
  postIds: readonly string[];
  /** Names the feed for assistive technology, e.g. "Home feed". */
  label: string;
  /** More pages wait on the server. */
  hasMore: boolean;
  /** A page is on its way (the feed is busy). */
  loading: boolean;
  /** Asks for the next page: called as the reader nears the end, and by "Load more". */
  onLoadMore: () => void;
  /** Shown instead of the feed when there are no posts at all. */
  empty?: ReactNode;
  /** Shown after the last post once the last page has arrived (`CaughtUp`). */
  footer?: ReactNode;
}

/** The next page is asked for when the cards drawn come this close to the end of those loaded. */
const LOAD_AHEAD = 5;

/**
 * Cards are placed by their measured heights, which needs ResizeObserver (every current browser
 * has it). Without it (an old browser, jsdom) the feed draws every card loaded, in the page's
 * flow, and "Load more posts" asks for the next page.
 */
const canMeasure = () => typeof ResizeObserver === 'function';

/**
 * A feed of post cards (WAI-ARIA feed pattern: `role="feed"`, busy while a page loads, each
 * article with its place in the feed, Page Down / Page Up between articles). It loads the next
 * page as the reader nears the end, or when "Load more" is pressed, and keeps only the cards
 * on screen (and a few around them) in the page, so a feed of thousands stays light; going
 * back to it finds it where the reader left it.
 */
export function PostFeed({
  postIds,
  label,
  hasMore,
  loading,
  onLoadMore,
  empty,
  footer,
}: PostFeedProps) {
  const virtualized = canMeasure();
  const { virtualizer, listRef } = useFeedVirtualizer(virtualized ? postIds : [], label);
  const onKeyDown = useFeedKeys(virtualizer, postIds.length);
  const offset = virtualizer.options.scrollMargin;
  const drawn = virtualized
    ? virtualizer.getVirtualItems().map(({ index, start }) => ({
        index,
        style: { transform: `translateY(${start - offset}px)` },
      }))
    : postIds.map((_, index) => ({ index, style: undefined }));
  const lastDrawn = drawn.at(-1)?.index ?? -1;
  const nearEnd = virtualized && lastDrawn >= postIds.length - LOAD_AHEAD;

  useEffect(() => {
    if (nearEnd && hasMore && !loading) onLoadMore();
  }, [nearEnd, hasMore, loading, onLoadMore]);

  if (postIds.length === 0 && !hasMore && !loading && empty) {
    // Kept to the card width, like the footer box, so an empty page lines up with a full one.
    return <div className={styles.closing}>{empty}</div>;
  }

  // Until the last page has arrived the feed's length is unknown (-1, as ARIA asks).
  const setSize = hasMore ? -1 : postIds.length;
  return (
    <div className={styles.wrapper}>
      <div
        ref={listRef}
        role="feed"
        aria-label={label}
        aria-busy={loading}
        className={virtualized ? styles.feed : styles.flow}
        style={virtualized ? { height: virtualizer.getTotalSize() } : undefined}
        onKeyDown={onKeyDown}
      >
        {drawn.map(({ index, style }) => (
          <div
            key={postIds[index]}
            data-index={index}
            ref={virtualized ? virtualizer.measureElement : undefined}
            className={virtualized ? styles.item : styles.flowItem}
            style={style}
          >
            <PostCard postId={postIds[index] as string} posInSet={index + 1} setSize={setSize} />
          </div>
        ))}
      </div>
      {hasMore ? (
        <Button variant="secondary" className={styles.more} busy={loading} onClick={onLoadMore}>
          Load more posts
        </Button>
      ) : (
        footer && <div className={styles.closing}>{footer}</div>
      )}
    </div>
  );
}
