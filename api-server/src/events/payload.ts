/**
 * How live events travel between instances: a write's events, as one JSON array, in one
 * PostgreSQL notification on one channel. NOTIFY refuses a payload of 8,000 bytes or more; an
 * event is ids and counts (about 150 bytes), so a write's few events fit with room to spare.
 */
import { LIVE_EVENT_TYPES } from '@murmur/contract';
import type { LiveEvent, LiveEventType } from '@murmur/contract';

export const LIVE_EVENTS_CHANNEL = 'murmur_live_events';

/** PostgreSQL's limit is 8,000 bytes; a payload must stay below it. */
export const NOTIFY_PAYLOAD_LIMIT = 8000;

const KNOWN_TYPES = new Set<LiveEventType>(LIVE_EVENT_TYPES);

export function encodeEvents(events: readonly LiveEvent[]): string {
  const payload = JSON.stringify(events);
  if (Buffer.byteLength(payload) >= NOTIFY_PAYLOAD_LIMIT) {
    throw new Error(`Live events of ${Buffer.byteLength(payload)} bytes do not fit a NOTIFY.`);
  }
  return payload;
}

/**
 * The events of one notification. A type this version does not know (sent by a newer instance
 * during a rolling deploy) is left out: its audience rule is unknown here, so it is not sent.
 */
export function decodeEvents(payload: string): LiveEvent[] {
  const parsed: unknown = JSON.parse(payload);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (event): event is LiveEvent =>
      typeof event === 'object' &&
      event !== null &&
      KNOWN_TYPES.has((event as { type?: unknown }).type as LiveEventType),
  );
}
