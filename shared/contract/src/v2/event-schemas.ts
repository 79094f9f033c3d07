/**
 * The `data:` line of each live event (`events.ts`), as schemas. The server streams them
 * (Fastify neither validates nor serializes a stream: these document it, in the OpenAPI document)
 * and the contract's tests check `LIVE_EVENT_TYPES` (`event-types.ts`) lists their types.
 */
import { Type, type TProperties } from 'typebox';
import { count, text } from '../common/shapes';

const event = <K extends string, P extends TProperties>(
  type: K,
  description: string,
  properties: P,
) =>
  Type.Object(
    { type: Type.Literal(type), ...properties },
    { description, additionalProperties: false },
  );

/** What both comment events carry: the comment, and the post it is under. */
const commentIds = { postId: text, commentId: text };

export const PostCreatedEvent = event('post.created', 'Someone published a post.', {
  postId: text,
  authorId: text,
});
export const PostDeletedEvent = event(
  'post.deleted',
  'A post was deleted (its comments went with it).',
  { postId: text },
);
export const PostCountedEvent = event('post.counted', "A post's like or comment count changed.", {
  postId: text,
  likeCount: count,
  commentCount: count,
});
export const CommentCreatedEvent = event('comment.created', 'A comment was added.', commentIds);
export const CommentDeletedEvent = event('comment.deleted', 'A comment was deleted.', commentIds);
export const FollowedEvent = event(
  'user.followed',
  'Someone followed or unfollowed the viewer (sent to them only).',
  { followerId: text, followeeId: text, following: Type.Boolean(), followerCount: count },
);

/** Every event's data line, in the order the OpenAPI document lists them. */
export const LIVE_EVENTS = [
  PostCreatedEvent,
  PostDeletedEvent,
  PostCountedEvent,
  CommentCreatedEvent,
  CommentDeletedEvent,
  FollowedEvent,
] as const;
