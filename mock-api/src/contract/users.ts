/**
 * Users, profiles and follows (spec §4, §5). Each rule changes the Db and returns what it changed;
 * the contract's calls answer with its views of the users, `/api/v2` with its own.
 */
import type { FollowResponse, UserResponse, UsersResponse } from '@murmur/contract';
import {
  MOCK_MESSAGES,
  SPEC_MESSAGES,
  readProfileEdit,
  timestampNow,
  type Db,
  type ProfileFields,
  type StoredUser,
} from '@murmur/contract';
import { findUserById, findUserByUsername, refuseIf } from './guards';
import { includesUser, publicView, selfView, toSummary, withoutUser } from './present';
import { refreshCopiesOf } from './user-copies';

export function listUsers(db: Db): UsersResponse {
  return { users: db.users.map(publicView) };
}

export function getUser(db: Db, username: string): UserResponse {
  return { user: publicView(findUserByUsername(db, username)) };
}

/** Bio, website and avatar take the values given; a new avatar reaches every copy of the user. */
export function changeProfile(db: Db, me: StoredUser, { bio, website, avatarURL }: ProfileFields) {
  const avatarChanged = avatarURL !== me.avatarURL;
  Object.assign(me, { bio, website, avatarURL, updatedAt: timestampNow() });
  if (avatarChanged) refreshCopiesOf(db, me);
}

/**
 * Only bio, website and avatarURL change (in `userData`, `userDetails` or the body itself: see
 * `readProfileEdit`); a missing field keeps its value, and a body naming username, password or
 * followers changes none.
 */
export function editProfile(db: Db, me: StoredUser, body: unknown): UserResponse {
  changeProfile(db, me, readProfileEdit(body, me));
  return { user: selfView(db, me) };
}

function touchBoth(me: StoredUser, target: StoredUser): void {
  const now = timestampNow();
  me.updatedAt = now;
  target.updatedAt = now;
}

/** Adds `target` to the end of `me`'s following, and `me` to the end of the target's followers. */
export function startFollowing(me: StoredUser, target: StoredUser): void {
  refuseIf(target._id === me._id, MOCK_MESSAGES.followSelf);
  refuseIf(includesUser(me.following, target), SPEC_MESSAGES.alreadyFollowing);
  me.following = [...me.following, toSummary(target)];
  target.followers = [...withoutUser(target.followers, me), toSummary(me)];
  touchBoth(me, target);
}

export function stopFollowing(me: StoredUser, target: StoredUser): void {
  refuseIf(target._id === me._id, MOCK_MESSAGES.followSelf);
  refuseIf(!includesUser(me.following, target), SPEC_MESSAGES.notFollowing);
  me.following = withoutUser(me.following, target);
  target.followers = withoutUser(target.followers, me);
  touchBoth(me, target);
}

function followAnswer(db: Db, me: StoredUser, target: StoredUser): FollowResponse {
  return { user: selfView(db, me), followUser: publicView(target) };
}

export function follow(db: Db, me: StoredUser, userId: string): FollowResponse {
  const target = findUserById(db, userId);
  startFollowing(me, target);
  return followAnswer(db, me, target);
}

export function unfollow(db: Db, me: StoredUser, userId: string): FollowResponse {
  const target = findUserById(db, userId);
  stopFollowing(me, target);
  return followAnswer(db, me, target);
}
