/**
 * What v1 shows of a user: never a password, and in summaries never an email either.
 *
 * Two views of a user:
 * - the self view (login, signup, profile edit, the acting user of follow/unfollow): everything
 *   but the password, bookmarks as whole current posts;
 * - the public view (users list, a single user, the followed user): the same, but with the email
 *   blanked and bookmarks empty, since those are the owner's business.
 * Followers and following are always summaries: `_id, firstName, lastName, username, avatarURL`.
 */
import type { Post, User } from '@murmur/contract';
import type { Db, StoredUser } from '@murmur/contract';
import { toSummary } from '../shared/summaries';

export function bookmarkedPosts(db: Db, user: StoredUser): Post[] {
  const postsById = new Map(db.posts.map((post) => [post._id, post]));
  return user.bookmarks.flatMap((postId) => postsById.get(postId) ?? []);
}

function withoutSecrets(user: StoredUser): Omit<User, 'bookmarks'> {
  const { password: _password, bookmarks: _bookmarks, ...rest } = user;
  return {
    ...rest,
    followers: user.followers.map(toSummary),
    following: user.following.map(toSummary),
  };
}

export function selfView(db: Db, user: StoredUser): User {
  return { ...withoutSecrets(user), bookmarks: bookmarkedPosts(db, user) };
}

export function publicView(user: StoredUser): User {
  return { ...withoutSecrets(user), email: '', bookmarks: [] };
}
