/**
 * Comments as a reader needs them (CommentView): the author, the text, the vote counts kept on the
 * row and the viewer's own vote. A post's comments are paged from the (post_id, seq) index.
 */
import { sql, type AliasableExpression, type ExpressionBuilder } from 'kysely';
import type { CommentView, Page } from '@murmur/contract';
import { MOCK_MESSAGES, formatTimestamp, notFound } from '@murmur/contract';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { authorColumns, toAuthor, type AuthorRow, type ViewerId } from './authors';
import { pageOfRows, rowsToRead, type Keyset } from './keyset';
import { requirePost } from '../../shared/reads';

const myVote = (
  eb: ExpressionBuilder<Database, 'comments'>,
  viewer: ViewerId,
): AliasableExpression<boolean | null> =>
  viewer === null
    ? sql<null>`NULL::boolean`
    : sql<boolean | null>`(${eb
        .selectFrom('comment_votes')
        .select('comment_votes.up')
        .whereRef('comment_votes.comment_id', '=', 'comments.id')
        .where('comment_votes.user_id', '=', viewer)})`;

function commentViews(db: Db, viewer: ViewerId) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select((eb) => [
      'comments.seq',
      'comments.id',
      'comments.post_id',
      'comments.text',
      'comments.created_at',
      'comments.updated_at',
      'comments.upvote_count',
      'comments.downvote_count',
      ...authorColumns,
      myVote(eb, viewer).as('my_vote'),
    ]);
}

interface CommentRow extends AuthorRow {
  id: string;
  post_id: string;
  text: string;
  created_at: Date;
  updated_at: Date;
  upvote_count: number;
  downvote_count: number;
  my_vote: boolean | null;
}

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

/** A post's comments, newest first (the page's query, apart so that a test can read its plan). */
export function commentsQuery(db: Db, viewer: ViewerId, postId: string, keyset: Keyset) {
  let query = commentViews(db, viewer).where('comments.post_id', '=', postId);
  if (keyset.before !== null) query = query.where('comments.seq', '<', keyset.before);
  return query.orderBy('comments.seq', 'desc').limit(rowsToRead(keyset));
}

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
  const row = await commentViews(db, viewer)
    .where('comments.id', '=', commentId)
    .where('comments.post_id', '=', postId)
    .executeTakeFirst();
  if (!row) throw notFound(MOCK_MESSAGES.commentNotFound);
  return toCommentView(row);
}
