/**
 * The API server's server-sent events framing (`shared/contract/src/v2/events.ts`), byte for
 * byte: `event:`, `id:` and `data:` lines and a blank line per event, a comment line as the
 * heartbeat, and the same headers, so the page's one event-stream reader cannot tell the hosts
 * apart.
 */
import type { LiveEvent } from '@murmur/contract';

export const HEARTBEAT = ': ping\n\n';

/** A comment line every 15 seconds, as the server sends. */
export const HEARTBEAT_MS = 15_000;

export const eventFrame = (event: LiveEvent, id: number) =>
  `event: ${event.type}\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** Everyone sees posts and comments (every post is public); a follow goes to the one followed. */
export function audienceOf(event: LiveEvent): string | undefined {
  return event.type === 'user.followed' ? event.followeeId : undefined;
}
