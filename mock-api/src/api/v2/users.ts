/**
 * Users in v2: profiles with counts, one's own profile, follows answering both users they
 * changed, followers and following as pages (newest follow first), and suggestions.
 */
import type { UserSummary } from '@murmur/contract';
import type {
  Author,
  FollowAnswer,
  OwnProfileAnswer,
  Page,
  ProfileAnswer,
  SuggestionsAnswer,
} from '@murmur/contract';
import { readPageRequest, type Db, type StoredUser, v2 } from '@murmur/contract';
import { findUserByUsername } from '../shared/guards';
import { includesUser } from '../shared/summaries';
import { changeProfile, startFollowing, stopFollowing } from '../shared/users';
import { readPage, storedOldestFirst } from './paging';
import type { Query } from './timelines';
import { authorOf, ownProfileOf, profileOf } from './views';

export function getMe(_db: Db, me: StoredUser): OwnProfileAnswer {
  return { user: ownProfileOf(me) };
}

export function editMe(db: Db, me: StoredUser, body: unknown): OwnProfileAnswer {
  changeProfile(db, me, v2.readProfileEdit(body, me));
  return { user: ownProfileOf(me) };
}

export function getProfile(
  db: Db,
  viewer: StoredUser | undefined,
  username: string,
): ProfileAnswer {
  return { user: profileOf(findUserByUsername(db, username), viewer) };
}

/** Follow lists are kept in the order the follows came: the newest follow first. */
function followPage(
  db: Db,
  username: string,
  query: Query,
  list: 'followers' | 'following',
): Page<Author> {
  const request = readPageRequest(query);
  const users = findUserByUsername(db, username)[list];
  return readPage(
    storedOldestFirst(users, (user: UserSummary) => user._id),
    request,
    {
      view: authorOf,
    },
  );
}

export const followersOf = (db: Db, username: string, query: Query) =>
  followPage(db, username, query, 'followers');

export const followingOf = (db: Db, username: string, query: Query) =>
  followPage(db, username, query, 'following');

export function follow(db: Db, me: StoredUser, username: string): FollowAnswer {
  const target = findUserByUsername(db, username);
  startFollowing(me, target);
  return { me: ownProfileOf(me), user: profileOf(target, me) };
}

export function unfollow(db: Db, me: StoredUser, username: string): FollowAnswer {
  const target = findUserByUsername(db, username);
  stopFollowing(me, target);
  return { me: ownProfileOf(me), user: profileOf(target, me) };
}

/** People `me` does not follow, never `me`: the most recently joined first (users are kept oldest first). */
export function suggestionsFor(db: Db, me: StoredUser, query: Query): SuggestionsAnswer {
  const { limit } = readPageRequest({ limit: query.limit });
  const items = [];
  for (let index = db.users.length - 1; index >= 0 && items.length < limit; index -= 1) {
    const user = db.users[index] as StoredUser;
    if (user._id !== me._id && !includesUser(me.following, user)) items.push(profileOf(user, me));
  }
  return { items };
}
