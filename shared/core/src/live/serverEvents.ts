/**
 * The API server's event stream (`GET /api/v2/events`, server-sent events), read with the
 * `eventsource` package: the browser's EventSource cannot send the `authorization` header, and
 * a token in the URL would end up in logs, so this one is given a `fetch` that adds it.
 *
 * After a dropped connection the stream is opened again here, not by the package (which waits a
 * fixed 3 seconds): after a random pause that doubles with each failure in a row. When a server
 * restarts, its thousands of clients then come back spread over seconds, not all in the same
 * instant. A stream the server refused (a token it no longer takes, too many streams) waits
 * longer, and is opened with whatever token the page has then.
 */
import { API_BASE, LIVE_EVENT_TYPES } from '@murmur/contract';
import type { LiveEvent } from '@murmur/contract';

/** What a refused stream waits at least, before the random pause. */
const RETRY_AFTER_REFUSAL_MS = 15_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/**
 * The pause before the attempt after `failures` failures in a row: between half and all of
 * 1, 2, 4… seconds (up to a minute), at random.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

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
  let failures = 0;

  const open = async () => {
    const { EventSource } = await import('eventsource');
    if (closed || !token()) return;
    const source = new EventSource(`${API_BASE}/v2/events`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, authorization: token() } }),
    });
    stream = source;
    source.onopen = () => {
      failures = 0;
      if (opened) onReopen();
      opened = true;
    };
    source.onerror = () => {
      if (closed || source !== stream) return;
      // CLOSED: the server refused the stream; else the connection dropped.
      const refused = source.readyState === source.CLOSED;
      source.close();
      stream = undefined;
      const pause = reconnectDelay(failures);
      failures += 1;
      retry = setTimeout(() => void open(), refused ? RETRY_AFTER_REFUSAL_MS + pause : pause);
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
