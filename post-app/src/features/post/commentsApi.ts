/**
 * A post's comments: post-app's own endpoints, injected into core's one API when post-app's
 * code loads (neither the shell nor core knows of them). A comment lives in its post's pages
 * of comments, newest first; a write updates those pages and, through core's posts slice, the
 * post's comment count on every card.
 */
import {
  murmurApi,
  pagePath,
  postsReceived,
  type CallV2,
  type CommentAnswer,
  type CommentView,
  type DeletedCommentAnswer,
  type Page,
} from '@murmur/core';

type Cursor = string | null;

export type CommentPage = Page<CommentView>;

const id = encodeURIComponent;

/**
 * `overrideExisting`: a hot reload, or a newer post-app loaded into a page that already ran an
 * older one (a remote override), brings these endpoints again, and the newer code must win.
 */
export const commentsApi = murmurApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    comments: build.infiniteQuery<CommentPage, string, Cursor>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg: postId, pageParam }) => ({
        path: pagePath(`/posts/${id(postId)}/comments`, pageParam),
      }),
      providesTags: (_result, _error, postId) => [{ type: 'Comments', id: postId }],
    }),

    addComment: build.mutation<string, { postId: string; text: string }>({
      queryFn: async ({ postId, text }, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({
          path: `/posts/${id(postId)}/comments`,
          method: 'POST',
          body: { text },
        });
        if (result.error) return { error: result.error };
        const { comment, post } = result.data as CommentAnswer;
        api.dispatch(postsReceived([post]));
        api.dispatch(
          commentsApi.util.updateQueryData('comments', postId, (data) => {
            data.pages[0]?.items.unshift(comment);
          }),
        );
        return { data: comment.id };
      },
    }),

    deleteComment: build.mutation<string, { postId: string; commentId: string }>({
      queryFn: async ({ postId, commentId }, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({
          path: `/posts/${id(postId)}/comments/${id(commentId)}`,
          method: 'DELETE',
        });
        if (result.error) return { error: result.error };
        const { post } = result.data as DeletedCommentAnswer;
        api.dispatch(postsReceived([post]));
        api.dispatch(
          commentsApi.util.updateQueryData('comments', postId, (data) => {
            for (const page of data.pages) {
              page.items = page.items.filter((comment) => comment.id !== commentId);
            }
          }),
        );
        return { data: commentId };
      },
    }),
  }),
});

export const { useAddCommentMutation, useCommentsInfiniteQuery, useDeleteCommentMutation } =
  commentsApi;
