/**
 * One post, and every write to posts: publish, edit, delete, like and dislike, bookmark. Each
 * answer is the post it changed, which goes to the posts entity slice (every list showing it
 * follows); the calls themselves return nothing worth caching twice.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  bookmarkSettled,
  bookmarkShown,
  bookmarkUndone,
  likeSettled,
  likeShown,
  likeUndone,
  postRemoved,
  postsReceived,
} from '../../store/entities/postsSlice';
import type { Rejection } from '../../store/rejection';
import type { DeletedPostAnswer, PostAnswer, PostView } from '@murmur/contract';
import type { CallV2 } from '../baseQuery';
import { OVERRIDE_ON_HOT_UPDATE, murmurApi } from '../murmurApi';
import { timelinesApi, type TimelinePage } from './timelines';

const id = encodeURIComponent;

interface SignedInState {
  auth: { username: string };
}

type Answer<T> = { data: T } | { error: Rejection };

/** Sends one call and hands its post to `onPost`; the endpoint's own result is nothing. */
async function writePost(
  baseQuery: CallV2,
  call: Parameters<CallV2>[0],
  onPost: (post: PostView) => void,
): Promise<Answer<string>> {
  const result = await baseQuery(call);
  if (result.error) return { error: result.error };
  const { post } = result.data as PostAnswer;
  onPost(post);
  return { data: post.id };
}

/** A page's ids with `postId` first, once. */
function putFirst(pages: TimelinePage[], postId: string): void {
  for (const page of pages) page.ids = page.ids.filter((each) => each !== postId);
  pages[0]?.ids.unshift(postId);
}

function takeOut(pages: TimelinePage[], postId: string): void {
  for (const page of pages) page.ids = page.ids.filter((each) => each !== postId);
}

/** A new post shows at once at the top of the lists it belongs to that are on hand. */
function showNewPost(api: BaseQueryApi, post: PostView): void {
  const update = timelinesApi.util.updateQueryData;
  api.dispatch(update('homeTimeline', undefined, (data) => putFirst(data.pages, post.id)));
  api.dispatch(update('exploreTimeline', undefined, (data) => putFirst(data.pages, post.id)));
  const me = (api.getState() as SignedInState).auth.username;
  if (me) api.dispatch(update('userTimeline', me, (data) => putFirst(data.pages, post.id)));
}

export const postsApi = murmurApi.injectEndpoints({
  overrideExisting: OVERRIDE_ON_HOT_UPDATE,
  endpoints: (build) => ({
    /** One post by id; the page reads it from the posts slice, the cache keeps its id. */
    post: build.query<string, string>({
      queryFn: (postId, api, _extra, baseQuery: CallV2) =>
        writePost(baseQuery, { path: `/posts/${id(postId)}` }, (post) =>
          api.dispatch(postsReceived([post])),
        ),
      providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
    }),

    createPost: build.mutation<string, string>({
      queryFn: (content, api, _extra, baseQuery: CallV2) =>
        writePost(baseQuery, { path: '/posts', method: 'POST', body: { content } }, (post) => {
          api.dispatch(postsReceived([post]));
          showNewPost(api, post);
        }),
    }),

    editPost: build.mutation<string, { postId: string; content: string }>({
      queryFn: ({ postId, content }, api, _extra, baseQuery: CallV2) =>
        writePost(
          baseQuery,
          { path: `/posts/${id(postId)}`, method: 'PATCH', body: { content } },
          (post) => api.dispatch(postsReceived([post])),
        ),
    }),

    /** The post leaves the slice, and so every list that shows it. */
    deletePost: build.mutation<string, string>({
      queryFn: async (postId, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({ path: `/posts/${id(postId)}`, method: 'DELETE' });
        if (result.error) return { error: result.error };
        api.dispatch(postRemoved((result.data as DeletedPostAnswer).id));
        return { data: postId };
      },
    }),

    /** Like (`liked: true`) or dislike; shown at once, taken back if refused. */
    setLike: build.mutation<string, { postId: string; liked: boolean }>({
      queryFn: ({ postId, liked }, api, _extra, baseQuery: CallV2) =>
        writePost(
          baseQuery,
          { path: `/posts/${id(postId)}/${liked ? 'like' : 'dislike'}`, method: 'POST' },
          (post) => api.dispatch(likeSettled(post)),
        ),
      async onQueryStarted(toggle, { dispatch, queryFulfilled }) {
        dispatch(likeShown(toggle));
        try {
          await queryFulfilled;
        } catch (failure) {
          dispatch(likeUndone(toggle));
          refreshAfterRefusal(dispatch, toggle.postId, failure);
        }
      },
    }),

    setBookmark: build.mutation<string, { postId: string; bookmarked: boolean }>({
      queryFn: ({ postId, bookmarked }, api, _extra, baseQuery: CallV2) =>
        writePost(
          baseQuery,
          { path: `/posts/${id(postId)}/bookmark`, method: bookmarked ? 'POST' : 'DELETE' },
          (post) => {
            api.dispatch(bookmarkSettled(post));
            api.dispatch(
              timelinesApi.util.updateQueryData('bookmarksTimeline', undefined, (data) =>
                bookmarked ? putFirst(data.pages, post.id) : takeOut(data.pages, post.id),
              ),
            );
          },
        ),
      async onQueryStarted(toggle, { dispatch, queryFulfilled }) {
        dispatch(bookmarkShown(toggle));
        try {
          await queryFulfilled;
        } catch (failure) {
          dispatch(bookmarkUndone(toggle));
          refreshAfterRefusal(dispatch, toggle.postId, failure);
        }
      },
    }),
  }),
});

/**
 * A toggle the server refuses ("already liked") was pressed on a stale card, typically because
 * another tab or device changed it first: after taking it back, read the post as it is now.
 */
function refreshAfterRefusal(dispatch: BaseQueryApi['dispatch'], postId: string, failure: unknown) {
  const status = (failure as { error?: Partial<Rejection> } | null)?.error?.status;
  if (status !== 400) return;
  void dispatch(postsApi.endpoints.post.initiate(postId, { subscribe: false, forceRefetch: true }));
}

export const {
  useCreatePostMutation,
  useDeletePostMutation,
  useEditPostMutation,
  usePostQuery,
  useSetBookmarkMutation,
  useSetLikeMutation,
} = postsApi;
