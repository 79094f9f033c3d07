/** Users as the API shows them: profiles (the viewer's own with its email), pages of authors. */
import type { Author, OwnProfile, Page, Profile } from '@murmur/contract';
import { MOCK_MESSAGES, formatTimestamp, notFound } from '@murmur/contract';
import type { Db } from '../../../db/database';
import type { Keyset } from '../../../repositories/shared/keyset';
import type { ViewerId } from '../../../repositories/shared/user-columns';
import {
  findProfileRow,
  findProfileRowNamed,
  suggestionsQuery,
  type ProfileRow,
  type UserListQuery,
} from '../../../repositories/users/profiles';
import { toAuthor } from './authors';
import { pageOfRows } from './keyset';

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
  const row = await findProfileRow(db, null, userId);
  if (!row) throw new Error(`User ${userId} vanished while their profile was read`);
  return { ...toProfile(row), email: row.email };
}

export async function readProfileById(db: Db, viewer: ViewerId, userId: string): Promise<Profile> {
  const row = await findProfileRow(db, viewer, userId);
  if (!row) throw notFound(MOCK_MESSAGES.userNotFound);
  return toProfile(row);
}

export async function readProfile(db: Db, viewer: ViewerId, username: string): Promise<Profile> {
  const row = await findProfileRowNamed(db, viewer, username);
  if (!row) throw notFound(MOCK_MESSAGES.userNotFound);
  return toProfile(row);
}

/**
 * A page of users (a query of repositories/users/profiles.ts's `userListQueries`); an empty one may
 * mean that what the list belongs to does not exist, which is looked up only then (`requireOwner`).
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

export async function readSuggestions(db: Db, viewer: string, limit: number): Promise<Profile[]> {
  return (await suggestionsQuery(db, viewer, limit).execute()).map(toProfile);
}
