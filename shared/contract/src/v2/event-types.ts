/**
 * The live events' types as a list, for code that names each one at run time (the server relays
 * only these, a client listens to each). Apart from the schemas so that a browser bundle that
 * needs the list does not carry the schema builder.
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

export const LIVE_EVENT_TYPES = Object.keys(everyEventType) as readonly LiveEventType[];
