/**
 * "The data changed", told to every other tab of the origin over one BroadcastChannel. The mock
 * API announces its writes through `announceDataChanged` (passed to it by `startMockApiWith`); a
 * real backend announces nothing, and the tabs then catch up when they become visible. Posting and
 * listening share one channel object, and a channel never hears its own messages, so a tab is
 * not told about its own writes.
 */
export const DATA_CHANGED_CHANNEL = 'murmur:data-changed';

interface DataChangedMessage {
  type: 'data-changed';
}

let channel: BroadcastChannel | null | undefined;

function theChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(DATA_CHANGED_CHANNEL) : null;
  }
  return channel;
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
