import type { User, UserSummary } from '../types/domain';

export function toSummary(user: User): UserSummary {
  const { _id, firstName, lastName, username, avatarURL } = user;
  return { _id, firstName, lastName, username, avatarURL };
}

/** Newest first, by the instant (the zone offsets of two timestamps may differ). */
export function byNewest<T extends { createdAt: string }>(a: T, b: T): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
