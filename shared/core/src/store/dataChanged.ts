/**
 * "The data changed", and what changed (a live event), told to every other tab of the origin
 * over one BroadcastChannel. The mock API announces its writes through `announceDataChanged` and
 * its live events through `announceLiveEvent` (both handed to it in `inPageApiHooks`); a real
 * backend announces nothing here (its events come over its own stream, to every tab). Posting and
 * listening share one channel object, and a channel never hears its own messages, so a tab is
 * not told about its own writes.
 */
import { keptAcrossHotUpdates } from '../hot/hotUpdates';
import type { LiveEvent } from '@murmur/contract';

export const DATA_CHANGED_CHANNEL = 'murmur:data-changed';

type DataChangedMessage =
  { type: 'data-changed' } | { type: 'data-reset' } | { type: 'live-event'; event: LiveEvent };

/**
 * The tab's one channel object, made on first use. A hot update of this module (in development)
 * keeps it: a second object in the same tab would hear this tab's own announcements.
 */
const tab = keptAcrossHotUpdates(module.hot, 'channel', () => ({
  channel: undefined as BroadcastChannel | null | undefined,
}));

function theChannel(): BroadcastChannel | null {
  if (tab.channel === undefined) {
    tab.channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(DATA_CHANGED_CHANNEL) : null;
  }
  return tab.channel;
}

export function announceDataChanged(): void {
  theChannel()?.postMessage({ type: 'data-changed' } satisfies DataChangedMessage);
}

/** Tells the other tabs that the data was replaced whole (the demo reset to its seed). */
export function announceDataReset(): void {
  theChannel()?.postMessage({ type: 'data-reset' } satisfies DataChangedMessage);
}

/** Hands every message another tab posts on the channel to `handle`; returns the way to stop. */
function onMessage(handle: (message: Partial<DataChangedMessage>) => void): () => void {
  const source = theChannel();
  if (!source) return () => {};
  const listener = (message: MessageEvent<Partial<DataChangedMessage> | null>) =>
    handle(message.data ?? {});
  source.addEventListener('message', listener);
  return () => source.removeEventListener('message', listener);
}

/** Calls `listener` whenever another tab replaced the data whole; returns the way to stop. */
export function onDataReset(listener: () => void): () => void {
  return onMessage((message) => {
    if (message.type === 'data-reset') listener();
  });
}

/** Tells the other tabs of a live event this tab's mock produced. */
export function announceLiveEvent(event: LiveEvent): void {
  theChannel()?.postMessage({ type: 'live-event', event } satisfies DataChangedMessage);
}

/** Calls `listener` with every live event another tab announces; returns the way to stop. */
export function onLiveEventFromOtherTab(listener: (event: LiveEvent) => void): () => void {
  return onMessage((message) => {
    if (message.type === 'live-event' && 'event' in message && message.event) {
      listener(message.event);
    }
  });
}

/** Calls `listener` whenever another tab announces a change; returns the way to stop. */
export function onDataChanged(listener: () => void): () => void {
  return onMessage((message) => {
    if (message.type === 'data-changed') listener();
  });
}
