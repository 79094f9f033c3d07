/**
 * Users as readers see them: profiles with the counts kept on the row and whether the viewer
 * follows them; lists of users (followers, following, likers) as keyset pages of authors; and
 * suggestions. Profiles are found by their exact username, through the lower(username) index.
 */
import { sql, type AliasableExpression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Author, OwnProfile, Page, Profile } from '@murmur/contract';
import { MOCK_MESSAGES, formatTimestamp, notFound } from '@murmur/contract';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { authorColumns, toAuthor, type AuthorRow, type ViewerId } from './authors';
import { pageOfRows, rowsToRead, type Keyset } from './keyset';
import { userIdNamed } from '../../shared/reads';

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

function profiles(db: Db, viewer: ViewerId) {
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

interface ProfileRow extends AuthorRow {
  email: string;
  bio: string;
  website: string;
  created_at: Date;
  updated_at: Date;
  follower_count: number;
  following_count: number;
  followed_by_me: unknown;
}

const toProfile = (row: ProfileRow): Profile => ({
  ...toAuthor(row),
  bio: row.bio,
  website: row.website,
  createdAt: formatTimestamp(row.created_at),
  updatedAt: formatTimestamp(row.updated_at),
  followerCount: row.follower_count,
  followingCount: row.following_count,
  followedByMe: Boolean(row.followed_by_me),
});

/** The signed-in user's own profile, with the email no one else sees. */
export async function readOwnProfile(db: Db, userId: string): Promise<OwnProfile> {
  const row = await profiles(db, null).where('users.id', '=', userId).executeTakeFirstOrThrow();
  return { ...toProfile(row), email: row.email };
}

export async function readProfileById(db: Db, viewer: ViewerId, userId: string): Promise<Profile> {
  const row = await profiles(db, viewer).where('users.id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(MOCK_MESSAGES.userNotFound);
  return toProfile(row);
}

export async function readProfile(db: Db, viewer: ViewerId, username: string): Promise<Profile> {
  const row = await profiles(db, viewer)
    .where('users.id', '=', (eb) => eb.selectFrom(userIdNamed(db, username).as('u')).select('u.id'))
    .executeTakeFirst();
  if (!row) throw notFound(MOCK_MESSAGES.userNotFound);
  return toProfile(row);
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

interface UserListQuery {
  execute(): Promise<(AuthorRow & { seq: string })[]>;
}

/**
 * A page of users; an empty one may mean that what the list belongs to does not exist, which is
 * looked up only then (`requireOwner`).
 */
export async function readUserList(
  query: UserListQuery,
  keyset: Keyset,
  requireOwner: () => Promise<unknown>,
): Promise<Page<Author>> {
  const rows = await query.execute();
  if (rows.length === 0) await requireOwner();
  return pageOfRows(rows, keyset, toAuthor);
}

/** People the viewer neither is nor follows, the most recently joined first, at most `limit`. */
export function suggestionsQuery(db: Db, viewer: string, limit: number) {
  // Not followed by the viewer, by definition: their flag needs no look-up.
  return profiles(db, null)
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

export async function readSuggestions(db: Db, viewer: string, limit: number): Promise<Profile[]> {
  return (await suggestionsQuery(db, viewer, limit).execute()).map(toProfile);
}
