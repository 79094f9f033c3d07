/** A comment's votes as the viewer should see them, and the two vote actions. */
import { useCallback } from 'react';
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
import { currentVote, nextVotes, type VoteKind } from './nextVotes';

export function useCommentVotes(postId: string, comment: Comment) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const votes = useAppSelector((state) => selectVotesOverride(state, comment._id)) ?? comment.votes;
  const busy = useAppSelector((state) => selectVotePending(state, comment._id));
  const mine = currentVote(votes, user?.username);

  const vote = useCallback(
    async (kind: VoteKind) => {
      if (!user || mine === kind) return;
      const { _id, firstName, lastName, username, avatarURL } = user;
      const voter = { _id, firstName, lastName, username, avatarURL };
      const args = {
        postId,
        commentId: comment._id,
        kind,
        before: votes,
        after: nextVotes(votes, kind, voter),
      };
      const result = await dispatch(voteOnComment(args));
      if (voteOnComment.rejected.match(result) && !result.meta.condition) {
        toast.error(errorMessage(result.payload ?? result.error));
        // Refused because this page was behind (a vote from another tab): show what is true.
        void dispatch(fetchPost(postId));
      }
    },
    [dispatch, user, mine, postId, comment._id, votes],
  );

  return { votes, mine, busy, vote };
}
