/**
 * Posts as a reader needs them: each row the post, its author, the counts kept on the row and the
 * viewer's flags looked up by primary key. Each timeline is one query: a page of (id, seq) picked
 * from an index in the order it is read, then only that page's posts joined to their authors.
 * Nothing here reads more posts than a page (and, for the home feed, a page per followed author,
 * from the index alone).
 */
import {
  sql,
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { rowsToRead, type Keyset } from '../shared/keyset';
import { userIdNamed } from '../shared/lookups';
import { authorColumns, type AuthorRow, type ViewerId } from '../shared/user-columns';

/** The posts of one page, newest first, at most `rowsToRead` of them. */
type PagePicks = Expression<{ id: string; seq: string }>;

type OnPosts = ExpressionBuilder<Database, 'posts'>;

const likedByMe = (eb: OnPosts, viewer: ViewerId): AliasableExpression<SqlBool> =>
  viewer === null
    ? sql<boolean>`false`
    : eb.exists(
        eb
          .selectFrom('post_reactions')
          .select('post_reactions.post_id')
          .whereRef('post_reactions.post_id', '=', 'posts.id')
          .where('post_reactions.user_id', '=', viewer)
          .where('post_reactions.liked', '=', true),
      );

const bookmarkedByMe = (eb: OnPosts, viewer: ViewerId): AliasableExpression<SqlBool> =>
  viewer === null
    ? sql<boolean>`false`
    : eb.exists(
        eb
          .selectFrom('bookmarks')
          .select('bookmarks.post_id')
          .where('bookmarks.user_id', '=', viewer)
          .whereRef('bookmarks.post_id', '=', 'posts.id'),
      );

export interface PostRow extends AuthorRow {
  seq: string;
  id: string;
  content: string;
  created_at: Date;
  updated_at: Date;
  like_count: number;
  comment_count: number;
  liked_by_me: unknown;
  bookmarked_by_me: unknown;
}

/** The picked posts as the viewer sees them, in the page's order. */
function postRows(db: Db, viewer: ViewerId, picks: PagePicks) {
  return db
    .with('page', () => picks)
    .selectFrom('page')
    .innerJoin('posts', 'posts.id', 'page.id')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select((eb) => [
      'page.seq',
      'posts.id',
      'posts.content',
      'posts.created_at',
      'posts.updated_at',
      'posts.like_count',
      'posts.comment_count',
      ...authorColumns,
      // The builder also knows the `page` table, which the flags do not read.
      likedByMe(eb as unknown as OnPosts, viewer).as('liked_by_me'),
      bookmarkedByMe(eb as unknown as OnPosts, viewer).as('bookmarked_by_me'),
    ])
    .orderBy('page.seq', 'desc');
}

/** A page's picks from `query`: its posts older than the keyset, newest first, a page's worth. */
function newestPage<Q extends SelectQueryBuilder<Database, 'posts', object>>(
  query: Q,
  keyset: Keyset,
) {
  const older = keyset.before === null ? query : query.where('posts.seq', '<', keyset.before);
  // The builder's methods answer its constraint's type; the query keeps the columns it selected.
  return older.orderBy('posts.seq', 'desc').limit(rowsToRead(keyset)) as Q;
}

/**
 * Each timeline's query: the page's posts as rows. Built apart from running them so that a test
 * can read their plans.
 */
export const timelineQueries = {
  /** Everyone's posts. */
  explore(db: Db, viewer: ViewerId, keyset: Keyset) {
    const picks = newestPage(db.selectFrom('posts').select(['posts.id', 'posts.seq']), keyset);
    return postRows(db, viewer, picks);
  },

  /** One user's posts, by username. */
  authored(db: Db, viewer: ViewerId, username: string, keyset: Keyset) {
    const picks = newestPage(
      db
        .selectFrom('posts')
        .select(['posts.id', 'posts.seq'])
        .where('posts.author_id', '=', (eb) =>
          eb.selectFrom(userIdNamed(db, username).as('u')).select('u.id'),
        ),
      keyset,
    );
    return postRows(db, viewer, picks);
  },

  /**
   * The viewer's posts and those of the people they follow: each author's newest posts from the
   * author index (a page at most each), merged, and the page taken from them.
   */
  home(db: Db, viewer: string, keyset: Keyset) {
    const authors = db
      .selectFrom('follows')
      .select('follows.followee_id as author_id')
      .where('follows.follower_id', '=', viewer)
      .unionAll(db.selectNoFrom(sql<string>`${viewer}::text`.as('author_id')));
    const picks = db
      .selectFrom(authors.as('authors'))
      .innerJoinLateral(
        (eb) =>
          newestPage(
            eb
              .selectFrom('posts')
              .select(['posts.id', 'posts.seq'])
              .whereRef('posts.author_id', '=', 'authors.author_id'),
            keyset,
          ).as('latest'),
        (join) => join.onTrue(),
      )
      .select(['latest.id', 'latest.seq'])
      .orderBy('latest.seq', 'desc')
      .limit(rowsToRead(keyset));
    return postRows(db, viewer, picks);
  },

  /** The viewer's bookmarks, the newest bookmark first. */
  bookmarks(db: Db, viewer: string, keyset: Keyset) {
    let picks = db
      .selectFrom('bookmarks')
      .select(['bookmarks.post_id as id', 'bookmarks.seq'])
      .where('bookmarks.user_id', '=', viewer);
    if (keyset.before !== null) picks = picks.where('bookmarks.seq', '<', keyset.before);
    return postRows(db, viewer, picks.orderBy('bookmarks.seq', 'desc').limit(rowsToRead(keyset)));
  },
};

export type TimelineQuery = ReturnType<typeof postRows>;

/** One post as the viewer sees it; undefined when there is none. */
export function findPostRow(db: Db, viewer: ViewerId, postId: string) {
  const picks = db
    .selectFrom('posts')
    .select(['posts.id', 'posts.seq'])
    .where('posts.id', '=', postId);
  return postRows(db, viewer, picks).executeTakeFirst();
}
