/**
 * The API server's event stream (`GET /api/v2/events`, server-sent events), read with the
 * `eventsource` package: the browser's EventSource cannot send the `authorization` header, and
 * a token in the URL would end up in logs, so this one is given a `fetch` that adds it. The
 * package reconnects by itself after a dropped connection; a stream the server refused (a token
 * it no longer takes) is tried again later with whatever token the page has then.
 */
import { API_BASE } from '../config/api';
import type { LiveEvent } from '@murmur/contract';
import { LIVE_EVENT_TYPES } from '@murmur/contract';

/** How long to wait before opening again a stream the server closed for good. */
const RETRY_AFTER_REFUSAL_MS = 15_000;

export interface ServerEventsOptions {
  token: () => string;
  onEvent: (event: LiveEvent) => void;
  /** The stream is open again after a break: what happened meanwhile was not heard. */
  onReopen: () => void;
}

/** Opens the stream (its code is fetched now, not with the page); returns the way to close it. */
export function connectServerEvents({ token, onEvent, onReopen }: ServerEventsOptions): () => void {
  let closed = false;
  let stream: { close(): void } | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let opened = false;

  const open = async () => {
    const { EventSource } = await import('eventsource');
    if (closed || !token()) return;
    const source = new EventSource(`${API_BASE}/v2/events`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, authorization: token() } }),
    });
    stream = source;
    source.onopen = () => {
      if (opened) onReopen();
      opened = true;
    };
    source.onerror = () => {
      // Closed for good (a refusal): open a new stream later; otherwise it reconnects itself.
      if (source.readyState !== source.CLOSED || closed) return;
      retry = setTimeout(() => void open(), RETRY_AFTER_REFUSAL_MS);
    };
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        try {
          onEvent({ ...(JSON.parse(message.data) as object), type } as LiveEvent);
        } catch {
          // A malformed event changes nothing; the next catch-up reads what is true.
        }
      });
    }
  };

  void open();
  return () => {
    closed = true;
    clearTimeout(retry);
    stream?.close();
  };
}
