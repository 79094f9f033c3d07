/**
 * Upvote and downvote toggles with their counts under a comment. The contract has no call that
 * takes a vote back, only one that changes it, so the pressed toggle sends nothing and says so.
 */
import type { Comment } from '@murmur/core';
import { useCommentVotes } from './useCommentVotes';
import type { VoteKind } from './nextVotes';
import { KEPT_VOTE, toggleName } from './voteWording';
import styles from './CommentVotes.module.scss';

interface CommentVotesProps {
  postId: string;
  comment: Comment;
}

const ARROW: Record<VoteKind, string> = {
  upvote: 'M12 5l7 8h-4v6H9v-6H5z',
  downvote: 'M12 19l-7-8h4V5h6v6h4z',
};

export function CommentVotes({ postId, comment }: CommentVotesProps) {
  const { votes, mine, busy, vote } = useCommentVotes(postId, comment);
  const counts: Record<VoteKind, number> = {
    upvote: votes.upvotedBy.length,
    downvote: votes.downvotedBy.length,
  };

  return (
    <div className={styles.votes} role="group" aria-label="Votes on this comment">
      {(['upvote', 'downvote'] as const).map((kind) => {
        const pressed = mine === kind;
        const count = counts[kind];
        return (
          <button
            key={kind}
            type="button"
            className={styles.toggle}
            aria-pressed={pressed}
            aria-label={toggleName(kind, count)}
            aria-busy={busy || undefined}
            // Not `disabled`: a disabled button drops keyboard focus to the page's start. A
            // click while busy is ignored (`useCommentVotes`), and the thunk sends one at a time.
            aria-disabled={busy || undefined}
            title={pressed ? KEPT_VOTE[kind] : undefined}
            onClick={() => void vote(kind)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d={ARROW[kind]} fill="currentColor" />
            </svg>
            <span aria-hidden="true">{count}</span>
          </button>
        );
      })}
    </div>
  );
}
