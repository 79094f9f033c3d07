import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { savedPosition, savePosition } from './feedPositions';

/** A first guess at a card's height with its gap; each card is measured once drawn. */
const ESTIMATED_CARD_PX = 220;
/** Cards drawn beyond the screen on each side: enough for smooth scrolling, few enough to stay light. */
const OVERSCAN = 4;

/**
 * The window-scrolled virtualizer of a feed (@tanstack/react-virtual): only the cards on screen
 * and a few around them are in the page, however long the feed. Where the reader was is kept
 * for this history entry (`feedPositions`) and restored on coming back.
 */
export function useFeedVirtualizer(postIds: readonly string[], name: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const entry = `${useLocation().key}:${name}`;
  const [saved] = useState(() => savedPosition(entry));
  // The list's distance from the top of the page: the virtualizer counts from there.
  const [scrollMargin, setScrollMargin] = useState(0);

  const virtualizer = useWindowVirtualizer({
    count: postIds.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => postIds[index] ?? index,
    initialMeasurementsCache: saved?.measurements,
    initialOffset: saved?.scrollY,
  });

  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(Math.round(top + window.scrollY));
  }, []);

  // Back to where the reader was, once the restored sizes give the page its height.
  useLayoutEffect(() => {
    if (saved) window.scrollTo({ top: saved.scrollY, behavior: 'instant' });
  }, [saved]);

  // Kept as the feed leaves the page (the virtualizer is one object for the feed's lifetime).
  useLayoutEffect(
    () => () => {
      const { scrollOffset, measurementsCache } = virtualizer;
      savePosition(entry, { scrollY: scrollOffset ?? 0, measurements: measurementsCache });
    },
    [entry, virtualizer],
  );

  return { virtualizer, listRef };
}
