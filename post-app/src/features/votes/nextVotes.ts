/**
 * Comment votes as the contract changes them (spec §4): an upvote adds the voter to upvotedBy
 * and takes them out of downvotedBy; a downvote the reverse. Used to show a vote at once,
 * before the server answers.
 */
import type { UserSummary, Votes } from '@murmur/core';

export type VoteKind = 'upvote' | 'downvote';

const without = (list: UserSummary[], username: string) =>
  list.filter((voter) => voter.username !== username);

/** The voter's current vote on a comment, if any. */
export function currentVote(votes: Votes, username: string | undefined): VoteKind | null {
  if (!username) return null;
  if (votes.upvotedBy.some((voter) => voter.username === username)) return 'upvote';
  if (votes.downvotedBy.some((voter) => voter.username === username)) return 'downvote';
  return null;
}

export function nextVotes(votes: Votes, kind: VoteKind, voter: UserSummary): Votes {
  const upvotedBy = without(votes.upvotedBy, voter.username);
  const downvotedBy = without(votes.downvotedBy, voter.username);
  return kind === 'upvote'
    ? { upvotedBy: [...upvotedBy, voter], downvotedBy }
    : { upvotedBy, downvotedBy: [...downvotedBy, voter] };
}
