/**
 * The live events' types as a list, for code that must name each one at run time: the server
 * relays these, and core's stream reader listens to each. The shapes are in ./events.ts.
 */
import type { LiveEventType } from './events';

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
