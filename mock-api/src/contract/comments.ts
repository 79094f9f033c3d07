/** Comments and their votes (spec §4, §5). Writes answer with every post, votes with the comments. */
import type { CommentsResponse, PostsResponse } from '@murmur/core/src/types/api';
import type { Comment } from '@murmur/core/src/types/domain';
import {
  SPEC_MESSAGES,
  readCommentText,
  timestampNow,
  type Db,
  type StoredUser,
} from '@murmur/contract';
import { findComment, findPost, mustOwn, refuseIf } from './guards';
import { newId } from './ids';
import { includesUser, toSummary, withoutUser } from './present';

export interface CommentTarget {
  postId: string;
  commentId: string;
}

export function listComments(db: Db, postId: string): CommentsResponse {
  return { comments: findPost(db, postId).comments };
}

export function addComment(db: Db, me: StoredUser, postId: string, body: unknown): PostsResponse {
  const post = findPost(db, postId);
  const text = readCommentText(body);
  const now = timestampNow();
  const comment: Comment = {
    _id: newId(),
    text,
    username: me.username,
    firstName: me.firstName,
    lastName: me.lastName,
    avatarURL: me.avatarURL,
    votes: { upvotedBy: [], downvotedBy: [] },
    createdAt: now,
    updatedAt: now,
  };
  post.comments = [...post.comments, comment];
  post.updatedAt = now;
  return { posts: db.posts };
}

/** Only the text is editable, and only by the comment's author. */
export function editComment(
  db: Db,
  me: StoredUser,
  { postId, commentId }: CommentTarget,
  body: unknown,
): PostsResponse {
  const post = findPost(db, postId);
  const comment = findComment(post, commentId);
  mustOwn(me, SPEC_MESSAGES.editOthersComment, comment);
  comment.text = readCommentText(body);
  comment.updatedAt = timestampNow();
  post.updatedAt = comment.updatedAt;
  return { posts: db.posts };
}

/** The comment's author may delete it, and so may the author of the post it sits under. */
export function deleteComment(
  db: Db,
  me: StoredUser,
  { postId, commentId }: CommentTarget,
): PostsResponse {
  const post = findPost(db, postId);
  const comment = findComment(post, commentId);
  mustOwn(me, SPEC_MESSAGES.deleteOthersComment, comment, post);
  post.comments = post.comments.filter((candidate) => candidate !== comment);
  post.updatedAt = timestampNow();
  return { posts: db.posts };
}

export function upvoteComment(db: Db, me: StoredUser, target: CommentTarget): CommentsResponse {
  const post = findPost(db, target.postId);
  const comment = findComment(post, target.commentId);
  const { votes } = comment;
  refuseIf(includesUser(votes.upvotedBy, me), SPEC_MESSAGES.alreadyUpvoted);
  votes.upvotedBy = [...votes.upvotedBy, toSummary(me)];
  votes.downvotedBy = withoutUser(votes.downvotedBy, me);
  comment.updatedAt = timestampNow();
  return { comments: post.comments };
}

export function downvoteComment(db: Db, me: StoredUser, target: CommentTarget): CommentsResponse {
  const post = findPost(db, target.postId);
  const comment = findComment(post, target.commentId);
  const { votes } = comment;
  refuseIf(includesUser(votes.downvotedBy, me), SPEC_MESSAGES.alreadyDownvoted);
  votes.downvotedBy = [...votes.downvotedBy, toSummary(me)];
  votes.upvotedBy = withoutUser(votes.upvotedBy, me);
  comment.updatedAt = timestampNow();
  return { comments: post.comments };
}
