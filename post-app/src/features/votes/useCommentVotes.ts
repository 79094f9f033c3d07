/** A comment's votes as the viewer should see them, and the vote action. */
import { toast } from 'react-hot-toast';
import { errorMessage, useAppStore, type CommentView, type Vote } from '@murmur/core';
import { useVoteOnCommentMutation, voteKey, votesApi } from './votesApi';
import { KEPT_VOTE } from './voteWording';

export function useCommentVotes(postId: string, comment: CommentView, signedIn: boolean) {
  const store = useAppStore();
  const key = voteKey(comment.id);
  // Every toggle of this comment shares one request state: one vote at a time per comment.
  const [voteOnComment, { isLoading: busy }] = useVoteOnCommentMutation({ fixedCacheKey: key });

  const vote = async (kind: Vote) => {
    // Read at the press, not at the render: two presses in one frame send one vote.
    const inFlight = votesApi.endpoints.voteOnComment.select(key)(store.getState()).isLoading;
    if (!signedIn || inFlight) return;
    if (comment.myVote === kind) {
      // The contract can change a vote but not take one back: say so rather than do nothing,
      // and send nothing, since the server would only refuse it.
      toast(KEPT_VOTE[kind], { id: `kept-vote-${comment.id}` });
      return;
    }
    try {
      await voteOnComment({ postId, commentId: comment.id, vote: kind }).unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return { mine: comment.myVote, busy, vote };
}
