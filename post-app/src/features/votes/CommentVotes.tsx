/**
 * Upvote and downvote toggles with their counts under a comment. The contract has no call that
 * takes a vote back, only one that changes it, so the pressed toggle sends nothing and says so.
 */
import type { CommentView, Vote } from '@murmur/core';
import { useCommentVotes } from './useCommentVotes';
import { KEPT_VOTE, toggleName } from './voteWording';
import styles from './CommentVotes.module.scss';

interface CommentVotesProps {
  postId: string;
  comment: CommentView;
  signedIn: boolean;
}

const ARROW: Record<Vote, string> = {
  up: 'M12 5l7 8h-4v6H9v-6H5z',
  down: 'M12 19l-7-8h4V5h6v6h4z',
};

export function CommentVotes({ postId, comment, signedIn }: CommentVotesProps) {
  const { mine, busy, vote } = useCommentVotes(postId, comment, signedIn);
  const counts: Record<Vote, number> = { up: comment.upvoteCount, down: comment.downvoteCount };

  return (
    <div className={styles.votes} role="group" aria-label="Votes on this comment">
      {(['up', 'down'] as const).map((kind) => {
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
            // press while busy is ignored (`useCommentVotes`): one vote at a time per comment.
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
