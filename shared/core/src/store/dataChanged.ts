/**
 * "The data changed", told to every other tab of the origin over one BroadcastChannel. The mock
 * API announces its writes through `announceDataChanged` (passed to it by `startMockApiWith`); a
 * real backend announces nothing, and the tabs then catch up when they become visible. Posting and
 * listening share one channel object, and a channel never hears its own messages, so a tab is
 * not told about its own writes.
 */
import { keptAcrossHotUpdates } from '../hot/hotUpdates';

export const DATA_CHANGED_CHANNEL = 'murmur:data-changed';

interface DataChangedMessage {
  type: 'data-changed';
}

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

/** Calls `listener` whenever another tab announces a change; returns the way to stop. */
export function onDataChanged(listener: () => void): () => void {
  const source = theChannel();
  if (!source) return () => {};
  const handle = (event: MessageEvent<Partial<DataChangedMessage>>) => {
    if (event.data?.type === 'data-changed') listener();
  };
  source.addEventListener('message', handle);
  return () => source.removeEventListener('message', handle);
}
