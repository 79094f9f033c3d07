/**
 * The page's one stream of live events (what other people did: the contract's `LiveEvent`),
 * whatever brings them: the API server's event stream, or the mock API (its writes in this tab,
 * and other tabs' over the data channel). Whoever reacts (the store's live sync) listens here, so
 * the product behaves the same on both.
 */
import { keptAcrossHotUpdates } from '../hot/hotUpdates';
import type { LiveEvent } from '@murmur/contract';

export type LiveListener = (event: LiveEvent) => void;

/** Kept across hot updates: a listener added by the previous version still hears events. */
const hub = keptAcrossHotUpdates(module.hot, 'liveHub', () => ({
  listeners: new Set<LiveListener>(),
}));

export function publishLiveEvent(event: LiveEvent): void {
  for (const listener of hub.listeners) listener(event);
}

/** Calls `listener` for every live event from now on; returns the way to stop. */
export function onLiveEvent(listener: LiveListener): () => void {
  hub.listeners.add(listener);
  return () => hub.listeners.delete(listener);
}
