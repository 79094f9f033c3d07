/**
 * Users as readers see them: profiles with the counts kept on the row and whether the viewer
 * follows them; lists of users (followers, following, likers) as keyset pages; and suggestions.
 * Profiles are found by their exact username, through the lower(username) index.
 */
import { sql, type AliasableExpression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { rowsToRead, type Keyset } from '../shared/keyset';
import { userIdNamed } from '../shared/lookups';
import { authorColumns, type AuthorRow, type ViewerId } from '../shared/user-columns';

const followedByMe = (
  eb: ExpressionBuilder<Database, 'users'>,
  viewer: ViewerId,
): AliasableExpression<SqlBool> =>
  viewer === null
    ? sql<boolean>`false`
    : eb.exists(
        eb
          .selectFrom('follows')
          .select('follows.followee_id')
          .where('follows.follower_id', '=', viewer)
          .whereRef('follows.followee_id', '=', 'users.id'),
      );

export interface ProfileRow extends AuthorRow {
  email: string;
  bio: string;
  website: string;
  created_at: Date;
  updated_at: Date;
  follower_count: number;
  following_count: number;
  followed_by_me: unknown;
}

function profileRows(db: Db, viewer: ViewerId) {
  return db
    .selectFrom('users')
    .select((eb) => [
      ...authorColumns,
      'users.email',
      'users.bio',
      'users.website',
      'users.created_at',
      'users.updated_at',
      'users.follower_count',
      'users.following_count',
      followedByMe(eb, viewer).as('followed_by_me'),
    ]);
}

/** The user's profile as the viewer sees it; undefined when there is no such user. */
export const findProfileRow = (db: Db, viewer: ViewerId, userId: string) =>
  profileRows(db, viewer).where('users.id', '=', userId).executeTakeFirst();

/** The profile of the user with exactly this username; undefined when there is none. */
export const findProfileRowNamed = (db: Db, viewer: ViewerId, username: string) =>
  profileRows(db, viewer)
    .where('users.id', '=', (eb) => eb.selectFrom(userIdNamed(db, username).as('u')).select('u.id'))
    .executeTakeFirst();

/** A list of users, its rows in the order of the list's own `seq`. */
export interface UserListQuery {
  execute(): Promise<(AuthorRow & { seq: string })[]>;
}

/**
 * Lists of users, newest first: each one query on an index in its order (the user named in the
 * path looked up inside it), built apart from running so that a test can read their plans.
 */
export const userListQueries = {
  followers(db: Db, username: string, keyset: Keyset) {
    let query = db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.follower_id')
      .select(['follows.seq', ...authorColumns])
      .where('follows.followee_id', '=', (eb) =>
        eb.selectFrom(userIdNamed(db, username).as('u')).select('u.id'),
      );
    if (keyset.before !== null) query = query.where('follows.seq', '<', keyset.before);
    return query.orderBy('follows.seq', 'desc').limit(rowsToRead(keyset));
  },

  following(db: Db, username: string, keyset: Keyset) {
    let query = db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.followee_id')
      .select(['follows.seq', ...authorColumns])
      .where('follows.follower_id', '=', (eb) =>
        eb.selectFrom(userIdNamed(db, username).as('u')).select('u.id'),
      );
    if (keyset.before !== null) query = query.where('follows.seq', '<', keyset.before);
    return query.orderBy('follows.seq', 'desc').limit(rowsToRead(keyset));
  },

  /** A post's likers, the latest like first (a dislike takes the user out). */
  likers(db: Db, postId: string, keyset: Keyset) {
    let query = db
      .selectFrom('post_reactions')
      .innerJoin('users', 'users.id', 'post_reactions.user_id')
      .select(['post_reactions.seq', ...authorColumns])
      .where('post_reactions.post_id', '=', postId)
      .where('post_reactions.liked', '=', true);
    if (keyset.before !== null) query = query.where('post_reactions.seq', '<', keyset.before);
    return query.orderBy('post_reactions.seq', 'desc').limit(rowsToRead(keyset));
  },
};

/** People the viewer neither is nor follows, the most recently joined first, at most `limit`. */
export function suggestionsQuery(db: Db, viewer: string, limit: number) {
  // Not followed by the viewer, by definition: their flag needs no look-up.
  return profileRows(db, null)
    .where('users.id', '<>', viewer)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('follows')
            .select('follows.followee_id')
            .where('follows.follower_id', '=', viewer)
            .whereRef('follows.followee_id', '=', 'users.id'),
        ),
      ),
    )
    .orderBy('users.seq', 'desc')
    .limit(limit);
}
