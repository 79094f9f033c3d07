/**
 * A user's summary (`_id, firstName, lastName, username, avatarURL`): the copy of a user that
 * posts, comments, likes and follow lists hold, in both APIs' records.
 */
import type { UserSummary } from '@murmur/contract';

export function toSummary({
  _id,
  firstName,
  lastName,
  username,
  avatarURL,
}: UserSummary): UserSummary {
  return { _id, firstName, lastName, username, avatarURL };
}

/** Lists of summaries are keyed by username, which is unique and never changes. */
export const includesUser = (list: UserSummary[], user: UserSummary) =>
  list.some((entry) => entry.username === user.username);

export const withoutUser = (list: UserSummary[], user: UserSummary) =>
  list.filter((entry) => entry.username !== user.username);
