/**
 * Comments in v2: the rules both APIs share (../shared/comments.ts), each write answering the comment it
 * changed and, where its count or time moved, its post. Comments are kept oldest first, so the
 * newest first page reads them from the end.
 */
import type { Comment } from '@murmur/contract';
import type {
  CommentAnswer,
  CommentView,
  DeletedCommentAnswer,
  Page,
  Vote,
  VoteAnswer,
} from '@murmur/contract';
import { readPageRequest, type Db, type StoredUser, v2 } from '@murmur/contract';
import {
  castVote,
  publishComment,
  removeComment,
  rewriteComment,
  type CommentOnPost,
  type CommentTarget,
} from '../shared/comments';
import { findPost } from '../shared/guards';
import { readPage, storedOldestFirst } from './paging';
import type { Query } from './timelines';
import { viewingAs } from './views';

export function listComments(
  db: Db,
  viewer: StoredUser | undefined,
  postId: string,
  query: Query,
): Page<CommentView> {
  const request = readPageRequest(query);
  const post = findPost(db, postId);
  const { comment } = viewingAs(db, viewer);
  return readPage(
    storedOldestFirst(post.comments, (item: Comment) => item._id),
    request,
    {
      view: (item) => comment(post, item),
    },
  );
}

function commentAnswer(db: Db, me: StoredUser, { post, comment }: CommentOnPost): CommentAnswer {
  const viewing = viewingAs(db, me);
  return { comment: viewing.comment(post, comment), post: viewing.post(post) };
}

export function addComment(db: Db, me: StoredUser, postId: string, body: unknown) {
  return commentAnswer(
    db,
    me,
    publishComment(db, me, postId, () => v2.readCommentText(body)),
  );
}

export function editComment(db: Db, me: StoredUser, target: CommentTarget, body: unknown) {
  return commentAnswer(
    db,
    me,
    rewriteComment(db, me, target, () => v2.readCommentText(body)),
  );
}

export function deleteComment(db: Db, me: StoredUser, target: CommentTarget): DeletedCommentAnswer {
  const post = removeComment(db, me, target);
  return { commentId: target.commentId, post: viewingAs(db, me).post(post) };
}

export function vote(db: Db, me: StoredUser, target: CommentTarget, vote: Vote): VoteAnswer {
  const { post, comment } = castVote(db, me, target, vote);
  return { comment: viewingAs(db, me).comment(post, comment) };
}
