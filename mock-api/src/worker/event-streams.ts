/**
 * The open event streams of every tab, in the worker: each write's events are numbered once (ids
 * grow for the worker's lifetime, as per server instance), framed, and written to each stream
 * whose viewer may see them. A stream ends when its token expires (checked at each heartbeat) or
 * its page goes away; a worker the browser stopped ends them all, and each page reconnects.
 */
import {
  EVENT_STREAM_HEADERS,
  EVENT_STREAM_HEARTBEAT,
  audienceOf,
  eventFrame,
  type LiveEvent,
} from '@murmur/contract';

/** A comment line every 15 seconds, as the server sends. */
const HEARTBEAT_MS = 15_000;

export interface StreamViewer {
  viewerId: string;
  /** When the viewer's token expires (ms since 1970). */
  expiresAt: number;
}

export interface EventStreams {
  /** A `text/event-stream` answer that stays open and receives the events `viewer` may see. */
  open(viewer: StreamViewer): Response;
  deliver(events: readonly LiveEvent[]): void;
  readonly size: number;
  closeAll(): void;
}

interface OpenStream extends StreamViewer {
  write(text: string): void;
  end(): void;
}

export function createEventStreams({ heartbeatMs = HEARTBEAT_MS } = {}): EventStreams {
  const streams = new Set<OpenStream>();
  const encoder = new TextEncoder();
  let lastId = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const beat = () => {
    const now = Date.now();
    for (const stream of streams) {
      if (stream.expiresAt <= now) stream.end();
      else stream.write(EVENT_STREAM_HEARTBEAT);
    }
  };

  const remove = (stream: OpenStream) => {
    streams.delete(stream);
    if (streams.size > 0) return;
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  return {
    get size() {
      return streams.size;
    },

    open(viewer) {
      let stream: OpenStream | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const opened: OpenStream = {
            ...viewer,
            write(text) {
              try {
                controller.enqueue(encoder.encode(text));
              } catch {
                remove(opened); // the page went away between two writes
              }
            },
            end() {
              remove(opened);
              try {
                controller.close();
              } catch {
                // already closed by the page
              }
            },
          };
          stream = opened;
          streams.add(opened);
          heartbeat ??= setInterval(beat, heartbeatMs);
          // The first bytes: the page knows it is subscribed.
          opened.write(EVENT_STREAM_HEARTBEAT);
        },
        cancel() {
          if (stream) remove(stream);
        },
      });
      return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
    },

    deliver(events) {
      for (const event of events) {
        lastId += 1;
        const audience = audienceOf(event);
        const text = eventFrame(event, lastId);
        for (const stream of streams) {
          if (audience === undefined || audience === stream.viewerId) stream.write(text);
        }
      }
    },

    closeAll() {
      for (const stream of [...streams]) stream.end();
    },
  };
}
