/**
 * The live events' types as a list, for code that must name each one at run time. Kept out of
 * core's public exports (the shapes are public, in types/events.ts; this list is for the server
 * and core's own stream reader).
 */
import type { LiveEventType } from '@murmur/contract';

/** Each type once: the compiler refuses this object when LiveEvent gains or loses a type. */
const everyEventType: Record<LiveEventType, true> = {
  'post.created': true,
  'post.deleted': true,
  'post.counted': true,
  'comment.created': true,
  'comment.deleted': true,
  'user.followed': true,
};

/** Every type of event the stream carries: the server relays only these, the client listens to each. */
export const LIVE_EVENT_TYPES = Object.keys(everyEventType) as readonly LiveEventType[];
