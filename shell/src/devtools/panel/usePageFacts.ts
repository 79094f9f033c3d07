import { useEffect, useState } from 'react';
import { REMOTE_FALLBACK_EVENT, REMOTE_LOAD_FAILED_EVENT } from '../../releases/releaseEvents';
import { readPageFacts, type PageFacts } from './pageFacts';

/** The page's facts, read when the panel opens and again when a remote loads, fails or falls back. */
export function usePageFacts(): PageFacts | null {
  const [facts, setFacts] = useState<PageFacts | null>(null);
  useEffect(() => {
    let open = true;
    const read = () => void readPageFacts().then((read) => open && setFacts(read));
    read();
    window.addEventListener(REMOTE_FALLBACK_EVENT, read);
    window.addEventListener(REMOTE_LOAD_FAILED_EVENT, read);
    let observer: PerformanceObserver | null = null;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(read);
      observer.observe({ type: 'resource' });
    }
    return () => {
      open = false;
      window.removeEventListener(REMOTE_FALLBACK_EVENT, read);
      window.removeEventListener(REMOTE_LOAD_FAILED_EVENT, read);
      observer?.disconnect();
    };
  }, []);
  return facts;
}
