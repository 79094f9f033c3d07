/** Users, profiles and follows (spec §4, §5). */
import type { FollowResponse, UserResponse, UsersResponse } from '@murmur/core/src/types/api';
import {
  MOCK_MESSAGES,
  SPEC_MESSAGES,
  readProfileEdit,
  timestampNow,
  type Db,
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

/**
 * Only bio, website and avatarURL change (in `userData`, `userDetails` or the body itself: see
 * `readProfileEdit`); a missing field keeps its value, and a body naming username, password or
 * followers changes none.
 */
export function editProfile(db: Db, me: StoredUser, body: unknown): UserResponse {
  const { bio, website, avatarURL } = readProfileEdit(body, me);
  const avatarChanged = avatarURL !== me.avatarURL;
  Object.assign(me, { bio, website, avatarURL, updatedAt: timestampNow() });
  if (avatarChanged) refreshCopiesOf(db, me);
  return { user: selfView(db, me) };
}

function followTarget(db: Db, me: StoredUser, userId: string): StoredUser {
  const target = findUserById(db, userId);
  refuseIf(target._id === me._id, MOCK_MESSAGES.followSelf);
  return target;
}

function followAnswer(db: Db, me: StoredUser, target: StoredUser): FollowResponse {
  const now = timestampNow();
  me.updatedAt = now;
  target.updatedAt = now;
  return { user: selfView(db, me), followUser: publicView(target) };
}

export function follow(db: Db, me: StoredUser, userId: string): FollowResponse {
  const target = followTarget(db, me, userId);
  refuseIf(includesUser(me.following, target), SPEC_MESSAGES.alreadyFollowing);
  me.following = [...me.following, toSummary(target)];
  target.followers = [...withoutUser(target.followers, me), toSummary(me)];
  return followAnswer(db, me, target);
}

export function unfollow(db: Db, me: StoredUser, userId: string): FollowResponse {
  const target = followTarget(db, me, userId);
  refuseIf(!includesUser(me.following, target), SPEC_MESSAGES.notFollowing);
  me.following = withoutUser(me.following, target);
  target.followers = withoutUser(target.followers, me);
  return followAnswer(db, me, target);
}
