/**
 * Which of two copies of a comment's votes is newer. The contract sets a comment's `updatedAt`
 * on every change (spec §4), votes included, so the server's own clock orders them: no guess
 * from the order in which answers happen to arrive.
 */
import type { Comment, Post, Votes } from '@murmur/core';

/** Votes newer than core's posts list holds, with the comment's `updatedAt` they came with. */
export interface VotesOverride {
  postId: string;
  votes: Votes;
  updatedAt: string;
}

/**
 * True when the list's copy of the comment is at least as new as the override: the list, which
 * every part of the app reads, is then the truth. A tie goes to the list (one-second timestamps).
 */
export function listIsAsNew(listed: Pick<Comment, 'updatedAt'>, override: VotesOverride): boolean {
  return Date.parse(listed.updatedAt) >= Date.parse(override.updatedAt);
}

/**
 * Whether a posts answer makes an override useless: the answer holds the override's post and
 * that post's copy of the comment is as new, or the comment (or, in a whole list, the post) is
 * gone. An answer about other posts leaves it alone.
 */
export function supersedes(
  answer: Post | Post[],
  commentId: string,
  override: VotesOverride,
): boolean {
  const posts = Array.isArray(answer) ? answer : [answer];
  const post = posts.find((candidate) => candidate._id === override.postId);
  if (!post) return Array.isArray(answer);
  const listed = post.comments.find((comment) => comment._id === commentId);
  return !listed || listIsAsNew(listed, override);
}

/** The votes to show for a comment: a vote on its way, else the newer of override and list. */
export function shownVotes(
  postId: string,
  listed: Comment,
  override: VotesOverride | undefined,
  voting: boolean,
): VotesOverride {
  if (override && (voting || !listIsAsNew(listed, override))) return override;
  return { postId, votes: listed.votes, updatedAt: listed.updatedAt };
}
