/** Users, profiles and follows in v1 (spec §5, §7): answered with its self and public views. */
import type { FollowResponse, UserResponse, UsersResponse } from '@murmur/contract';
import { type Db, type StoredUser, v1 } from '@murmur/contract';
import { findUserById, findUserByUsername } from '../shared/guards';
import { changeProfile, startFollowing, stopFollowing } from '../shared/users';
import { publicView, selfView } from './views';

export function listUsers(db: Db): UsersResponse {
  return { users: db.users.map(publicView) };
}

export function getUser(db: Db, username: string): UserResponse {
  return { user: publicView(findUserByUsername(db, username)) };
}

/**
 * Only bio, website and avatarURL change (in `userData`, `userDetails` or the body itself: see
 * `v1.readProfileEdit`); a missing field keeps its value, and a body naming username, password or
 * followers changes none.
 */
export function editProfile(db: Db, me: StoredUser, body: unknown): UserResponse {
  changeProfile(db, me, v1.readProfileEdit(body, me));
  return { user: selfView(db, me) };
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
