/**
 * Posts as the spec's API answers them, whole: each post's row and author, and its likers and
 * dislikers. A list costs a fixed number of queries, however many posts it holds. Bounded
 * (production), a list holds its newest posts, and the lists inside a post their newest members
 * plus the viewer's own entry (shared/member-lists.ts).
 */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  DISLIKERS,
  LIKERS,
  membersOf,
  type ListBound,
  type MemberRow,
  type Newest,
} from '../shared/member-lists';
import { summaryColumns, type SummaryRow } from '../shared/user-columns';

/** Which posts a list holds, in the order the contract lists them. */
export type PostScope =
  | { kind: 'all' }
  | { kind: 'one'; postId: string }
  | { kind: 'author'; userId: string }
  | { kind: 'bookmarks'; userId: string };

/** A query already ordered newest first, limited to `newest` rows when bounded. */
const newestOf = <Q extends { limit(count: number): Q }>(query: Q, newest: Newest): Q =>
  newest === undefined ? query : query.limit(newest);

/** The ids of the posts in scope (the newest only, when bounded), as a subquery to filter on. */
export function postIdsIn(db: Db, scope: PostScope, newest?: Newest) {
  const posts = db.selectFrom('posts').select('posts.id');
  switch (scope.kind) {
    case 'all':
      return newestOf(posts.orderBy('posts.seq', 'desc'), newest);
    case 'one':
      return posts.where('posts.id', '=', scope.postId);
    case 'author':
      return newestOf(
        posts.where('posts.author_id', '=', scope.userId).orderBy('posts.seq', 'desc'),
        newest,
      );
    case 'bookmarks':
      return posts.where('posts.id', 'in', (eb: ExpressionBuilder<Database, 'posts'>) =>
        newestOf(
          eb
            .selectFrom('bookmarks')
            .select('bookmarks.post_id')
            .where('user_id', '=', scope.userId)
            .orderBy('bookmarks.seq', 'desc'),
          newest,
        ),
      );
  }
}

export interface PostRecordRow extends SummaryRow {
  id: string;
  content: string;
  like_count: number;
  created_at: Date;
  updated_at: Date;
}

type PostRowQuery = SelectQueryBuilder<Database, 'posts' | 'users', PostRecordRow>;

function postRows(db: Db, scope: PostScope, newest: Newest): PostRowQuery {
  const all = db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select([
      'posts.id',
      'posts.content',
      'posts.like_count',
      'posts.created_at',
      'posts.updated_at',
      ...summaryColumns,
    ]);
  const base =
    newest === undefined ? all : all.where('posts.id', 'in', postIdsIn(db, scope, newest));
  switch (scope.kind) {
    case 'all':
      return base.orderBy('posts.seq', 'desc');
    case 'one':
      return base.where('posts.id', '=', scope.postId);
    case 'author':
      return base.where('posts.author_id', '=', scope.userId).orderBy('posts.seq', 'desc');
    case 'bookmarks':
      // Bookmarks list in the order they were made, oldest first, as the mock keeps them.
      return base
        .innerJoin('bookmarks', 'bookmarks.post_id', 'posts.id')
        .where('bookmarks.user_id', '=', scope.userId)
        .orderBy('bookmarks.seq', 'asc') as unknown as PostRowQuery;
  }
}

/** The posts in scope and the members of their lists. */
export interface PostRecords {
  posts: PostRecordRow[];
  likers: MemberRow[];
  dislikers: MemberRow[];
}

export async function readPostRecords(
  db: Db,
  scope: PostScope,
  bound: ListBound,
): Promise<PostRecords> {
  const posts = await postRows(db, scope, bound.newest).execute();
  const ids = posts.map((row) => row.id);
  const [likers, dislikers] = await Promise.all([
    membersOf(db, LIKERS, ids, bound),
    membersOf(db, DISLIKERS, ids, bound),
  ]);
  return { posts, likers, dislikers };
}
