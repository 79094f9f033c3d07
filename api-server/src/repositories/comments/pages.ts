/**
 * Comments as a reader needs them: the author, the text, the vote counts kept on the row and the
 * viewer's own vote. A post's comments are paged from the (post_id, seq) index.
 */
import { sql, type AliasableExpression, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { rowsToRead, type Keyset } from '../shared/keyset';
import { authorColumns, type AuthorRow, type ViewerId } from '../shared/user-columns';

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

export interface CommentRow extends AuthorRow {
  id: string;
  post_id: string;
  text: string;
  created_at: Date;
  updated_at: Date;
  upvote_count: number;
  downvote_count: number;
  my_vote: boolean | null;
}

function commentRows(db: Db, viewer: ViewerId) {
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

/** A post's comments, newest first (the page's query, apart so that a test can read its plan). */
export function commentsQuery(db: Db, viewer: ViewerId, postId: string, keyset: Keyset) {
  let query = commentRows(db, viewer).where('comments.post_id', '=', postId);
  if (keyset.before !== null) query = query.where('comments.seq', '<', keyset.before);
  return query.orderBy('comments.seq', 'desc').limit(rowsToRead(keyset));
}

/** One comment of a post; undefined when the post has no such comment. */
export function findCommentRow(db: Db, viewer: ViewerId, postId: string, commentId: string) {
  return commentRows(db, viewer)
    .where('comments.id', '=', commentId)
    .where('comments.post_id', '=', postId)
    .executeTakeFirst();
}
