import { useEffect, useEffectEvent, useRef } from 'react';

/** How far below the screen the next page starts loading, so the reader rarely waits. */
const LOOK_AHEAD = '600px';

/**
 * Calls `onNear` when the returned element comes within reach of the screen while `active`
 * (an IntersectionObserver; without one, as in old browsers, the button beside it serves).
 */
export function useWhenNear(active: boolean, onNear: () => void) {
  const target = useRef<HTMLDivElement>(null);
  const near = useEffectEvent(onNear);

  useEffect(() => {
    const element = target.current;
    if (!active || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: `0px 0px ${LOOK_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  return target;
}
