import { useEffect, useState } from 'react';
import { readPageFacts, type PageFacts } from './pageFacts';
import { FALLBACK_EVENT, LOAD_FAILED_EVENT } from './shellKeys';

/** The page's facts, read when the panel opens and again when a remote loads, fails or falls back. */
export function usePageFacts(): PageFacts | null {
  const [facts, setFacts] = useState<PageFacts | null>(null);
  useEffect(() => {
    let open = true;
    const read = () => void readPageFacts().then((read) => open && setFacts(read));
    read();
    window.addEventListener(FALLBACK_EVENT, read);
    window.addEventListener(LOAD_FAILED_EVENT, read);
    let observer: PerformanceObserver | null = null;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(read);
      observer.observe({ type: 'resource' });
    }
    return () => {
      open = false;
      window.removeEventListener(FALLBACK_EVENT, read);
      window.removeEventListener(LOAD_FAILED_EVENT, read);
      observer?.disconnect();
    };
  }, []);
  return facts;
}
