/**
 * Users as the spec's API answers them, shaped from their records. The public view (lists,
 * profiles, the followed user) blanks the email and the bookmarks, which are the owner's
 * business; the self view has both.
 */
import type { Post, User } from '@murmur/contract';
import { formatTimestamp } from '@murmur/contract';
import type { Db } from '../../../db/database';
import type { ListBound } from '../../../repositories/shared/member-lists';
import { readUserRecords, type UserScope } from '../../../repositories/users/records';
import { loadPosts } from './posts';
import { summariesByOwner } from './summaries';

export async function loadUsers(
  db: Db,
  which: UserScope,
  view: 'public' | 'self',
  bound: ListBound = {},
): Promise<User[]> {
  const { users, followers, following } = await readUserRecords(db, which, bound);
  const followersOf = summariesByOwner(followers);
  const followingOf = summariesByOwner(following);
  const bookmarksOf = new Map<string, Post[]>();
  if (view === 'self') {
    for (const row of users) {
      bookmarksOf.set(row.id, await loadPosts(db, { kind: 'bookmarks', userId: row.id }, bound));
    }
  }
  return users.map((row) => ({
    _id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: view === 'self' ? row.email : '',
    avatarURL: row.avatar_url,
    bio: row.bio,
    website: row.website,
    followers: followersOf(row.id),
    following: followingOf(row.id),
    bookmarks: bookmarksOf.get(row.id) ?? [],
    createdAt: formatTimestamp(row.created_at),
    updatedAt: formatTimestamp(row.updated_at),
  }));
}

export async function loadUser(
  db: Db,
  id: string,
  view: 'public' | 'self',
  bound: ListBound = {},
): Promise<User> {
  const [user] = await loadUsers(db, { kind: 'ids', ids: [id] }, view, bound);
  if (!user) throw new Error(`User ${id} vanished while its answer was built`);
  return user;
}
