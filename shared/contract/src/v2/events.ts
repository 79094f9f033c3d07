/**
 * Live events of the paginated API: what other people did, pushed to an open page so it follows
 * without a reload (issue 20). The server streams them as server-sent events from
 * `GET /api/v2/events` (the viewer's token in the `authorization` header, as on every call; no
 * token in the URL): each event is `event: <type>`, `id: <a number that grows>` and
 * `data: <the JSON below>`; a comment line (`: ping`) every 15 seconds keeps proxies from closing
 * an idle stream. The mock gives the same events to the client through the same interface.
 *
 * The smallest payload that lets a client update: ids and counts. A client that needs a post it
 * does not hold reads it (`GET /posts/:id`). Every post is public in Murmur, so post and comment
 * events go to every viewer; a follow goes only to the person followed. A viewer's own actions
 * come back too (their other tabs and devices follow); a client may ignore what it just did.
 */

/** Someone published a post. */
export interface PostCreatedEvent {
  type: 'post.created';
  postId: string;
  authorId: string;
}

export interface PostDeletedEvent {
  type: 'post.deleted';
  postId: string;
}

/** A post's like or comment count changed (a like, a dislike, a comment added or deleted). */
export interface PostCountedEvent {
  type: 'post.counted';
  postId: string;
  likeCount: number;
  commentCount: number;
}

export interface CommentCreatedEvent {
  type: 'comment.created';
  postId: string;
  commentId: string;
}

export interface CommentDeletedEvent {
  type: 'comment.deleted';
  postId: string;
  commentId: string;
}

/** Someone followed (or unfollowed) the viewer: sent to the person followed only. */
export interface FollowedEvent {
  type: 'user.followed';
  followerId: string;
  followeeId: string;
  following: boolean;
  followerCount: number;
}

export type LiveEvent =
  | PostCreatedEvent
  | PostDeletedEvent
  | PostCountedEvent
  | CommentCreatedEvent
  | CommentDeletedEvent
  | FollowedEvent;

export type LiveEventType = LiveEvent['type'];
