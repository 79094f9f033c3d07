/**
 * How `GET /api/v2/events` frames the live events (events.ts) as server-sent events, written once
 * for both hosts of the API: the server and the mock's service worker answer byte for byte the
 * same, so the page's one event-stream reader cannot tell them apart.
 */
import type { LiveEvent } from './events';

/** A comment line: keeps proxies from closing an idle stream, and carries no event. */
export const EVENT_STREAM_HEARTBEAT = ': ping\n\n';

/** `event:`, `id:` and `data:` lines and a blank line. JSON has no raw newline: one data line. */
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

/**
 * Who may see an event: everyone sees posts and comments (every post is public), so undefined;
 * a follow goes only to the person followed, whose user id this is.
 */
export function audienceOf(event: LiveEvent): string | undefined {
  return event.type === 'user.followed' ? event.followeeId : undefined;
}
