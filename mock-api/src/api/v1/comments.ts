/**
 * Comments and their votes in v1 (spec §5, §7): writes answer with every post, votes with the
 * post's comments.
 */
import type { CommentsResponse, PostsResponse } from '@murmur/contract';
import { type Db, type StoredUser, v1 } from '@murmur/contract';
import {
  castVote,
  publishComment,
  removeComment,
  rewriteComment,
  type CommentTarget,
} from '../shared/comments';
import { findPost } from '../shared/guards';

export function listComments(db: Db, postId: string): CommentsResponse {
  return { comments: findPost(db, postId).comments };
}

export function addComment(db: Db, me: StoredUser, postId: string, body: unknown): PostsResponse {
  publishComment(db, me, postId, () => v1.readCommentText(body));
  return { posts: db.posts };
}

export function editComment(
  db: Db,
  me: StoredUser,
  target: CommentTarget,
  body: unknown,
): PostsResponse {
  rewriteComment(db, me, target, () => v1.readCommentText(body));
  return { posts: db.posts };
}

export function deleteComment(db: Db, me: StoredUser, target: CommentTarget): PostsResponse {
  removeComment(db, me, target);
  return { posts: db.posts };
}

export function upvoteComment(db: Db, me: StoredUser, target: CommentTarget): CommentsResponse {
  return { comments: castVote(db, me, target, 'up').post.comments };
}

export function downvoteComment(db: Db, me: StoredUser, target: CommentTarget): CommentsResponse {
  return { comments: castVote(db, me, target, 'down').post.comments };
}
