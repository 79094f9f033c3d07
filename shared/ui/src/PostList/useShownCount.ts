import { useEffect, useRef, useState } from 'react';

/** Posts rendered at first: a screenful, so the first paint comes soon. */
export const FIRST_PAGE = 5;
/** Posts added each time the reader nears the end of those rendered. */
export const NEXT_PAGE = 20;

/** How far below the screen the next page starts rendering, so scrolling never meets an end. */
const LOOK_AHEAD = '1500px';

/**
 * How many of `total` items to render: a page at first, one more page each time the returned
 * sentinel comes near the screen (so, right after the first paint, until the rendered cards
 * reach well below it). Without IntersectionObserver (old browsers, jsdom) all of them.
 */
export function useShownCount(total: number) {
  const canObserve = typeof IntersectionObserver === 'function';
  const [pages, setPages] = useState(1);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = canObserve ? Math.min(total, FIRST_PAGE + (pages - 1) * NEXT_PAGE) : total;
  const hasMore = shown < total;

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPages((count) => count + 1);
      },
      { rootMargin: `0px 0px ${LOOK_AHEAD} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, shown]);

  return { shown, hasMore, sentinel };
}
