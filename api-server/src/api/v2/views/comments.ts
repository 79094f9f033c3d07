/** Comments as the API shows them (CommentView): a post's page of them, or one. */
import type { CommentView, Page } from '@murmur/contract';
import { MOCK_MESSAGES, formatTimestamp, notFound } from '@murmur/contract';
import type { Db } from '../../../db/database';
import type { Keyset } from '../../../repositories/shared/keyset';
import { requirePost } from '../../../repositories/shared/lookups';
import type { ViewerId } from '../../../repositories/shared/user-columns';
import {
  commentsQuery,
  findCommentRow,
  type CommentRow,
} from '../../../repositories/comments/pages';
import { toAuthor } from './authors';
import { pageOfRows } from './keyset';

const toCommentView = (row: CommentRow): CommentView => ({
  id: row.id,
  postId: row.post_id,
  author: toAuthor(row),
  text: row.text,
  createdAt: formatTimestamp(row.created_at),
  updatedAt: formatTimestamp(row.updated_at),
  upvoteCount: row.upvote_count,
  downvoteCount: row.downvote_count,
  myVote: row.my_vote === null ? null : row.my_vote ? 'up' : 'down',
});

export async function readComments(
  db: Db,
  viewer: ViewerId,
  postId: string,
  keyset: Keyset,
): Promise<Page<CommentView>> {
  const rows = await commentsQuery(db, viewer, postId, keyset).execute();
  // An empty page may mean no such post: only then is it looked up.
  if (rows.length === 0) await requirePost(db, postId);
  return pageOfRows(rows, keyset, toCommentView);
}

/** One comment of a post; 404 when the post has no such comment. */
export async function readCommentView(
  db: Db,
  viewer: ViewerId,
  postId: string,
  commentId: string,
): Promise<CommentView> {
  const row = await findCommentRow(db, viewer, postId, commentId);
  if (!row) throw notFound(MOCK_MESSAGES.commentNotFound);
  return toCommentView(row);
}
