/**
 * Where the reader was in each feed they left, by history entry: coming back to that entry
 * (the browser's Back) shows the feed where they left it. A new visit (a link to the feed)
 * is a new entry and starts at the top, as people expect.
 */
import type { VirtualItem } from '@tanstack/react-virtual';

export interface FeedPosition {
  /** The window's scroll position when the reader left. */
  scrollY: number;
  /** The cards' measured sizes, so the feed has its full height again before it is drawn. */
  measurements: VirtualItem[];
}

/** Enough for a long Back chain; the oldest entries are dropped first. */
const KEPT = 50;

const positions = new Map<string, FeedPosition>();

export function savedPosition(key: string): FeedPosition | undefined {
  return positions.get(key);
}

export function savePosition(key: string, position: FeedPosition): void {
  positions.delete(key);
  positions.set(key, position);
  if (positions.size > KEPT) positions.delete(positions.keys().next().value as string);
}
