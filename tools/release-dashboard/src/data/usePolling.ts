/**
 * What the server says, asked again every `everyMs` while the page is open (a canary's figures
 * arrive as its sessions report), and at once when `refresh()` is called (after an action).
 * The last good answer stays on screen while a later one fails; the failure is returned beside.
 * `read` must keep its identity between renders (a module's function, or useCallback's).
 */
import { useCallback, useEffect, useState } from 'react';

export interface Polled<T> {
  data: T | null;
  error: string | null;
  refresh: () => void;
}

export function usePolling<T>(read: () => Promise<T>, everyMs: number): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    const ask = () =>
      read().then(
        (answer) => {
          if (!current) return;
          setData(answer);
          setError(null);
        },
        (failure: unknown) => {
          if (current) setError(failure instanceof Error ? failure.message : String(failure));
        },
      );
    void ask();
    const timer = setInterval(ask, everyMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [everyMs, asked, read]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { data, error, refresh };
}
