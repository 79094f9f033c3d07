/**
 * Comments and their votes (spec §4, §5), for both APIs. Each rule changes the Db and returns what
 * it changed; v1's writes then answer with every post (votes with the post's comments), v2's with
 * the comment and its post.
 */
import type { Comment, Post } from '@murmur/contract';
import { SPEC_MESSAGES, timestampNow, type Db, type StoredUser } from '@murmur/contract';
import type { Vote } from '@murmur/contract';
import { findComment, findPost, mustOwn, refuseIf } from './guards';
import { newId } from './ids';
import { includesUser, toSummary, withoutUser } from './summaries';

export interface CommentTarget {
  postId: string;
  commentId: string;
}

/** A comment and the post it sits under (whose count or time the change moved). */
export interface CommentOnPost {
  post: Post;
  comment: Comment;
}

/** Comments are kept oldest first: the new one goes last. The text is read once the post is found. */
export function publishComment(
  db: Db,
  me: StoredUser,
  postId: string,
  readText: () => string,
): CommentOnPost {
  const post = findPost(db, postId);
  const text = readText();
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
  return { post, comment };
}

/** Only the text is editable, and only by the comment's author (read after that check). */
export function rewriteComment(
  db: Db,
  me: StoredUser,
  { postId, commentId }: CommentTarget,
  readText: () => string,
): CommentOnPost {
  const post = findPost(db, postId);
  const comment = findComment(post, commentId);
  mustOwn(me, SPEC_MESSAGES.editOthersComment, comment);
  comment.text = readText();
  comment.updatedAt = timestampNow();
  post.updatedAt = comment.updatedAt;
  return { post, comment };
}

/** The comment's author may delete it, and so may the author of the post it sits under. */
export function removeComment(db: Db, me: StoredUser, { postId, commentId }: CommentTarget): Post {
  const post = findPost(db, postId);
  const comment = findComment(post, commentId);
  mustOwn(me, SPEC_MESSAGES.deleteOthersComment, comment, post);
  post.comments = post.comments.filter((candidate) => candidate !== comment);
  post.updatedAt = timestampNow();
  return post;
}

const VOTE_RULES = {
  up: { to: 'upvotedBy', from: 'downvotedBy', refusal: SPEC_MESSAGES.alreadyUpvoted },
  down: { to: 'downvotedBy', from: 'upvotedBy', refusal: SPEC_MESSAGES.alreadyDownvoted },
} as const;

/** A vote adds the user to one list and takes them out of the other; the same vote twice is refused. */
export function castVote(db: Db, me: StoredUser, target: CommentTarget, vote: Vote): CommentOnPost {
  const post = findPost(db, target.postId);
  const comment = findComment(post, target.commentId);
  const { votes } = comment;
  const { to, from, refusal } = VOTE_RULES[vote];
  refuseIf(includesUser(votes[to], me), refusal);
  votes[to] = [...votes[to], toSummary(me)];
  votes[from] = withoutUser(votes[from], me);
  comment.updatedAt = timestampNow();
  return { post, comment };
}
