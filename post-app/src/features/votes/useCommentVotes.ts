/** A comment's votes as the viewer should see them, and the two vote actions. */
import { toast } from 'react-hot-toast';
import {
  errorMessage,
  fetchPost,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
  type Comment,
} from '@murmur/core';
import { selectVotePending, selectVotesOverride, voteOnComment } from './commentVotesSlice';
import { shownVotes } from './freshness';
import { currentVote, nextVotes, type VoteKind } from './nextVotes';
import { KEPT_VOTE } from './voteWording';

export function useCommentVotes(postId: string, comment: Comment) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const override = useAppSelector((state) => selectVotesOverride(state, comment._id));
  const busy = useAppSelector((state) => selectVotePending(state, comment._id));
  const shown = shownVotes(postId, comment, override, busy);
  const mine = currentVote(shown.votes, user?.username);

  const vote = async (kind: VoteKind) => {
    if (!user || busy) return;
    if (mine === kind) {
      // The contract can change a vote but not take one back: say so rather than do nothing,
      // and send nothing, since the server would only refuse it.
      toast(KEPT_VOTE[kind], { id: `kept-vote-${comment._id}` });
      return;
    }
    const { _id, firstName, lastName, username, avatarURL } = user;
    const voter = { _id, firstName, lastName, username, avatarURL };
    const result = await dispatch(
      voteOnComment({
        postId,
        commentId: comment._id,
        kind,
        shown: { ...shown, votes: nextVotes(shown.votes, kind, voter) },
      }),
    );
    if (voteOnComment.rejected.match(result) && !result.meta.condition) {
      toast.error(errorMessage(result.payload ?? result.error));
      // Often refused because this page was behind (a vote from another tab): show what is true.
      void dispatch(fetchPost(postId));
    }
  };

  return { votes: shown.votes, mine, busy, vote };
}
