/** How the vote toggles speak: their names with the count, and why a pressed one does nothing. */
import type { Vote } from '@murmur/core';

const NOUN: Record<Vote, string> = { up: 'upvote', down: 'downvote' };

/** "Upvote comment, 2 upvotes": the count is part of the name, as a screen reader says it. */
export function toggleName(kind: Vote, count: number): string {
  const verb = kind === 'up' ? 'Upvote comment' : 'Downvote comment';
  return `${verb}, ${count} ${NOUN[kind]}${count === 1 ? '' : 's'}`;
}

/**
 * What pressing the toggle of the vote already given says. The contract has a call to change a
 * vote and none to take it back, so the toggle stays pressed, and says how to change it.
 */
export const KEPT_VOTE: Record<Vote, string> = {
  up: 'You upvoted this comment. A vote can be changed to a downvote, not taken back.',
  down: 'You downvoted this comment. A vote can be changed to an upvote, not taken back.',
};
