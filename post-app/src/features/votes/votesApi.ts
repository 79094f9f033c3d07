/**
 * Comment votes, post-app's own endpoint: a vote shows at once in the post's comments (an
 * optimistic update of that cache, RTK Query's `updateQueryData`), and is taken back
 * (`patch.undo()`) if the server refuses it or cannot be reached.
 */
import type { CallV2, CommentView, Vote, VoteAnswer } from '@murmur/core';
import { commentsApi } from '../post/commentsApi';

export interface VoteArgs {
  postId: string;
  commentId: string;
  vote: Vote;
}

/** The comment as it shows once `vote` is counted (the contract moves a vote, never removes it). */
export function withVote(comment: CommentView, vote: Vote): CommentView {
  const next = { ...comment };
  if (comment.myVote === 'up') next.upvoteCount -= 1;
  if (comment.myVote === 'down') next.downvoteCount -= 1;
  if (vote === 'up') next.upvoteCount += 1;
  else next.downvoteCount += 1;
  next.myVote = vote;
  return next;
}

function replaceComment(
  postId: string,
  commentId: string,
  change: (comment: CommentView) => CommentView,
) {
  return commentsApi.util.updateQueryData('comments', postId, (data) => {
    for (const page of data.pages) {
      page.items = page.items.map((comment) =>
        comment.id === commentId ? change(comment) : comment,
      );
    }
  });
}

const id = encodeURIComponent;

export const votesApi = commentsApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    voteOnComment: build.mutation<string, VoteArgs>({
      queryFn: async ({ postId, commentId, vote }, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({
          path: `/posts/${id(postId)}/comments/${id(commentId)}/${vote}vote`,
          method: 'POST',
        });
        if (result.error) return { error: result.error };
        const { comment } = result.data as VoteAnswer;
        api.dispatch(replaceComment(postId, commentId, () => comment));
        return { data: comment.id };
      },
      async onQueryStarted({ postId, commentId, vote }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          replaceComment(postId, commentId, (comment) => withVote(comment, vote)),
        );
        try {
          await queryFulfilled;
        } catch (failure) {
          patch.undo();
          // Refused ("already upvoted"): this page was behind (a vote from another tab), so it
          // reads the comments again to show what is true.
          if ((failure as { error?: { status?: number } }).error?.status === 400) {
            dispatch(commentsApi.util.invalidateTags([{ type: 'Comments', id: postId }]));
          }
        }
      },
    }),
  }),
});

export const { useVoteOnCommentMutation } = votesApi;

/** The key that makes every toggle of one comment share its vote's request state. */
export const voteKey = (commentId: string) => `vote:${commentId}`;
