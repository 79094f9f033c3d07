/**
 * Comments as the spec's API answers them, whole: the comments of the posts in scope (bounded, the
 * newest of each post), their authors, and their up- and downvoters.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  DOWNVOTERS,
  UPVOTERS,
  membersOf,
  type ListBound,
  type MemberRow,
  type Newest,
} from '../shared/member-lists';
import { postIdsIn, type PostScope } from '../posts/records';
import { summaryColumns, type SummaryRow } from '../shared/user-columns';

/** The ids of the newest comments of each post in scope. */
function newestCommentIds(db: Db, scope: PostScope, newest: number) {
  const ranked = db
    .selectFrom('comments')
    .where('comments.post_id', 'in', postIdsIn(db, scope, newest))
    .select([
      'comments.id',
      sql<number>`row_number() over (partition by comments.post_id order by comments.seq desc)`.as(
        'rank',
      ),
    ])
    .as('ranked');
  return db.selectFrom(ranked).select('ranked.id').where('ranked.rank', '<=', newest);
}

/** The comments in scope: every one, or the newest of each post when bounded. */
const commentsIn =
  (db: Db, scope: PostScope, newest: Newest) => (eb: ExpressionBuilder<Database, 'comments'>) =>
    newest === undefined
      ? eb('comments.post_id', 'in', postIdsIn(db, scope))
      : eb('comments.id', 'in', newestCommentIds(db, scope, newest));

export interface CommentRecordRow extends SummaryRow {
  id: string;
  post_id: string;
  text: string;
  created_at: Date;
  updated_at: Date;
}

/** The comments in scope, oldest first, and the members of their lists. */
export interface CommentRecords {
  comments: CommentRecordRow[];
  upvoters: MemberRow[];
  downvoters: MemberRow[];
}

export async function readCommentRecords(
  db: Db,
  scope: PostScope,
  bound: ListBound,
): Promise<CommentRecords> {
  const comments = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.post_id',
      'comments.text',
      'comments.created_at',
      'comments.updated_at',
      ...summaryColumns,
    ])
    .where(commentsIn(db, scope, bound.newest))
    .orderBy('comments.seq')
    .execute();
  const ids = comments.map((row) => row.id);
  const [upvoters, downvoters] = await Promise.all([
    membersOf(db, UPVOTERS, ids, bound),
    membersOf(db, DOWNVOTERS, ids, bound),
  ]);
  return { comments, upvoters, downvoters };
}
