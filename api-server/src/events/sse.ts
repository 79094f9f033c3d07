/**
 * The server-sent events wire format (`@murmur/contract`'s live events): `event:`, `id:` and
 * `data:` lines and a blank line per event; a comment line as the heartbeat. JSON has no raw
 * newline, so `data` is always one line.
 */
import type { LiveEvent } from '@murmur/contract';

export const HEARTBEAT = ': ping\n\n';

export const eventFrame = (event: LiveEvent, id: number) =>
  `event: ${event.type}\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * No cache, and no buffering by a proxy on the way: nginx holds a proxied answer back unless told
 * (`x-accel-buffering`), and compressing proxies (a dev server's `compression`) buffer a body
 * they may transform (`no-transform`).
 */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;
