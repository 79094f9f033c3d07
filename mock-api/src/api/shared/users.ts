/**
 * Profiles and follows (spec §4, §5), for both APIs. Each rule changes the Db; each API then
 * answers with its own views of the users.
 */
import {
  MOCK_MESSAGES,
  SPEC_MESSAGES,
  timestampNow,
  type Db,
  type ProfileFields,
  type StoredUser,
} from '@murmur/contract';
import { refuseIf } from './guards';
import { includesUser, toSummary, withoutUser } from './summaries';
import { refreshCopiesOf } from './user-copies';

/** Bio, website and avatar take the values given; a new avatar reaches every copy of the user. */
export function changeProfile(db: Db, me: StoredUser, { bio, website, avatarURL }: ProfileFields) {
  const avatarChanged = avatarURL !== me.avatarURL;
  Object.assign(me, { bio, website, avatarURL, updatedAt: timestampNow() });
  if (avatarChanged) refreshCopiesOf(db, me);
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
