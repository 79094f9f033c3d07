/** The posts list (spec §4 "Posts": every successful posts call replaces the whole list). */
import { createSlice, current, freeze } from '@reduxjs/toolkit';
import { commentsApi, postsApi } from '../api/endpoints';
import type { Post, UserSummary } from '../types/domain';
import { userLoggedOut } from './authSlice';
import { createAppThunk } from './createAppThunk';
import { NOT_SIGNED_IN, type Rejection, toRejection } from './rejection';
import { toSummary } from './summary';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface PostsState {
  list: Post[];
  status: LoadStatus;
  error: string | null;
  /** Post ids with a like or dislike in flight: their toggle is busy, so a double click sends one. */
  pendingLikes: Record<string, true>;
  /** The card as it was before an optimistic like, restored if the server refuses. */
  rollback: Record<string, Post>;
}

const initialState: PostsState = {
  list: [],
  status: 'idle',
  error: null,
  pendingLikes: {},
  rollback: {},
};

/** Runs a posts call that needs the token and answers with the whole list. */
function postsWrite<Arg>(
  type: string,
  call: (token: string, arg: Arg) => Promise<{ posts: Post[] }>,
) {
  return createAppThunk<Post[], Arg>(type, async (arg, { getState, rejectWithValue }) => {
    const token = getState().auth.encodedToken;
    if (!token) return rejectWithValue(NOT_SIGNED_IN);
    try {
      return (await call(token, arg)).posts;
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  });
}

export const fetchPosts = createAppThunk<Post[], void>(
  'posts/fetchAll',
  async (_, { rejectWithValue }) => {
    try {
      return (await postsApi.getAll()).posts;
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

export const fetchPost = createAppThunk<Post, string>(
  'posts/fetchOne',
  async (postId, { rejectWithValue }) => {
    try {
      return (await postsApi.getOne(postId)).post;
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

export const createPost = postsWrite<string>('posts/create', (token, content) =>
  postsApi.create(token, content),
);
export const editPost = postsWrite<{ postId: string; content: string }>(
  'posts/edit',
  (token, { postId, content }) => postsApi.edit(token, postId, content),
);
export const deletePost = postsWrite<string>('posts/delete', (token, postId) =>
  postsApi.remove(token, postId),
);
export const addComment = postsWrite<{ postId: string; text: string }>(
  'posts/addComment',
  (token, { postId, text }) => commentsApi.add(token, postId, text),
);
export const deleteComment = postsWrite<{ postId: string; commentId: string }>(
  'posts/deleteComment',
  (token, { postId, commentId }) => commentsApi.remove(token, postId, commentId),
);

/** Like and dislike show at once (optimistic) and are reconciled with the server's list. */
function likeToggle(type: string, call: typeof postsApi.like) {
  return createAppThunk<Post[], string, { pendingMeta: { me: UserSummary | null } }>(
    type,
    async (postId, { getState, rejectWithValue }) => {
      const token = getState().auth.encodedToken;
      if (!token) return rejectWithValue(NOT_SIGNED_IN);
      try {
        return (await call(token, postId)).posts;
      } catch (error) {
        return rejectWithValue(toRejection(error));
      }
    },
    {
      condition: (postId, { getState }) => !getState().posts.pendingLikes[postId],
      getPendingMeta: (_, { getState }) => {
        const user = getState().auth.userData;
        return { me: user ? toSummary(user) : null };
      },
    },
  );
}

export const likePost = likeToggle('posts/like', postsApi.like);
export const dislikePost = likeToggle('posts/dislike', postsApi.dislike);

function applyLike(post: Post, me: UserSummary, liked: boolean): void {
  const others = (list: UserSummary[]) => list.filter((u) => u.username !== me.username);
  post.likes.likedBy = liked ? [...others(post.likes.likedBy), me] : others(post.likes.likedBy);
  post.likes.dislikedBy = liked
    ? others(post.likes.dislikedBy)
    : [...others(post.likes.dislikedBy), me];
  post.likes.likeCount = Math.max(0, post.likes.likeCount + (liked ? 1 : -1));
}

function upsert(list: Post[], post: Post): void {
  const index = list.findIndex((p) => p._id === post._id);
  if (index === -1) list.push(post);
  else list[index] = post;
}

const postsSlice = createSlice({
  name: 'posts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, () => initialState)
      .addCase(fetchPosts.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchPosts.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(fetchPost.fulfilled, (state, action) => upsert(state.list, action.payload));

    for (const [thunk, liked] of [
      [likePost, true],
      [dislikePost, false],
    ] as const) {
      builder
        .addCase(thunk.pending, (state, action) => {
          const postId = action.meta.arg;
          state.pendingLikes[postId] = true;
          const post = state.list.find((p) => p._id === postId);
          const { me } = action.meta;
          if (!post || !me) return;
          state.rollback[postId] = JSON.parse(JSON.stringify(post)) as Post;
          applyLike(post, me, liked);
        })
        .addCase(thunk.rejected, (state, action) => {
          const postId = action.meta.arg;
          delete state.pendingLikes[postId];
          const before = state.rollback[postId];
          if (before) upsert(state.list, before);
          delete state.rollback[postId];
        })
        .addCase(thunk.fulfilled, (state, action) => {
          delete state.pendingLikes[action.meta.arg];
          delete state.rollback[action.meta.arg];
        });
    }

    // Every successful posts call answers with the whole list, and the client takes it whole.
    builder.addMatcher(
      (action): action is { type: string; payload: Post[] } =>
        [
          fetchPosts,
          createPost,
          editPost,
          deletePost,
          likePost,
          dislikePost,
          addComment,
          deleteComment,
        ].some((thunk) => thunk.fulfilled.match(action)),
      (state, action) => {
        // Keep the optimistic version of cards whose own like is still in flight.
        const inFlight = state.list.filter((p) => state.pendingLikes[p._id]).map((p) => current(p));
        const list = [...action.payload];
        inFlight.forEach((post) => upsert(list, post));
        // Frozen here, shallowly: Immer would otherwise deep-freeze every post of the answer on
        // each call, which a feed of thousands of posts feels on every like.
        state.list = freeze(list);
        state.status = 'succeeded';
        state.error = null;
      },
    );
  },
});

export const postsReducer = postsSlice.reducer;
export type { Rejection };
