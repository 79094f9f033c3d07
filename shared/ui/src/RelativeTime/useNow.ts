import { useSyncExternalStore } from 'react';

// One shared clock for every RelativeTime on the page: a single timer, not one per post.
const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Rounded down to the tick, so that every read within one tick agrees (a stable snapshot).
const currentTick = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** The current time in ms, at most 30 seconds old, refreshed while something shows it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, currentTick, currentTick);
}
