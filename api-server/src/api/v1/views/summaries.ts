/** A person inside a record of the spec's API (an author, a liker, a follower), and lists of them. */
import type { UserSummary } from '@murmur/contract';
import type { MemberRow } from '../../../repositories/shared/member-lists';
import type { SummaryRow } from '../../../repositories/shared/user-columns';

const toSummary = (row: SummaryRow): UserSummary => ({
  _id: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  username: row.username,
  avatarURL: row.avatar_url,
});

/** Each owner's members (a post's likers, a user's followers), as summaries in the rows' order. */
export function summariesByOwner(members: MemberRow[]): (owner: string) => UserSummary[] {
  const byOwner = new Map<string, UserSummary[]>();
  for (const row of members) {
    const list = byOwner.get(row.owner);
    if (list) list.push(toSummary(row));
    else byOwner.set(row.owner, [toSummary(row)]);
  }
  return (owner) => byOwner.get(owner) ?? [];
}
