/**
 * Live events of the paginated API: what other people did, pushed to an open page so it follows
 * without a reload. The server streams them as server-sent events from
 * `GET /api/v2/events` (the viewer's token in the `authorization` header, as on every call; no
 * token in the URL): each event is `event: <type>`, `id: <a number that grows>` and
 * `data: <the JSON below>`; a comment line (`: ping`) every 15 seconds keeps proxies from closing
 * an idle stream. The mock gives the same events to the client through the same interface.
 *
 * The smallest payload that lets a client update: ids and counts. A client that needs a post it
 * does not hold reads it (`GET /posts/:id`). Every post is public in Murmur, so post and comment
 * events go to every viewer; a follow goes only to the person followed. A viewer's own actions
 * come back too (their other tabs and devices follow); a client may ignore what it just did.
 *
 * Each type is derived from its schema (`event-schemas.ts`).
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- an interface names a derived type */
import type { Fields } from '../common/shapes';
import type * as schemas from './event-schemas';

/** Someone published a post. */
export interface PostCreatedEvent extends Fields<typeof schemas.PostCreatedEvent> {}

export interface PostDeletedEvent extends Fields<typeof schemas.PostDeletedEvent> {}

/** A post's like or comment count changed (a like, a dislike, a comment added or deleted). */
export interface PostCountedEvent extends Fields<typeof schemas.PostCountedEvent> {}

export interface CommentCreatedEvent extends Fields<typeof schemas.CommentCreatedEvent> {}

export interface CommentDeletedEvent extends Fields<typeof schemas.CommentDeletedEvent> {}

/** Someone followed (or unfollowed) the viewer: sent to the person followed only. */
export interface FollowedEvent extends Fields<typeof schemas.FollowedEvent> {}

export type LiveEvent =
  | PostCreatedEvent
  | PostDeletedEvent
  | PostCountedEvent
  | CommentCreatedEvent
  | CommentDeletedEvent
  | FollowedEvent;

export type LiveEventType = LiveEvent['type'];
