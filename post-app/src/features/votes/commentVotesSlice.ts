/**
 * Comment votes: state that only the post page needs, so it ships with post-app and is injected
 * into the one store when post-app's code loads. Neither the shell nor @murmur/core knows of it.
 *
 * Core's posts list holds every comment with its votes and is replaced whole by each posts call;
 * this slice never writes to it. It holds only what is newer than that list: a vote shown before
 * the server answers, then the server's answer (the comments of that post). Whichever copy the
 * server stamped later wins (`freshness.ts`), so a posts answer that left the server before the
 * vote cannot undo it, and a fresher one (another tab's vote, a re-read) replaces it.
 */
import { createSlice, isFulfilled, type WithSlice } from '@reduxjs/toolkit';
import {
  addComment,
  commentsApi,
  createAppThunk,
  createPost,
  deleteComment,
  deletePost,
  dislikePost,
  editPost,
  fetchPost,
  fetchPosts,
  likePost,
  NOT_SIGNED_IN,
  rootReducer,
  toRejection,
  userLoggedOut,
  type Comment,
} from '@murmur/core';
import { supersedes, type VotesOverride } from './freshness';
import type { VoteKind } from './nextVotes';

export interface CommentVotesState {
  /** Comment id → votes newer than the posts list holds. */
  overrides: Record<string, VotesOverride>;
  /** Comment id → the override before an optimistic vote (null: none), restored on refusal. */
  rollback: Record<string, VotesOverride | null>;
  /** Comment ids with a vote in flight: their toggles are busy, so a double click sends one. */
  pending: Record<string, VoteKind>;
}

const initialState: CommentVotesState = { overrides: {}, rollback: {}, pending: {} };

export interface VoteArgs {
  postId: string;
  commentId: string;
  kind: VoteKind;
  /** The votes as they will be once the server agrees, shown until it answers. */
  shown: VotesOverride;
}

export const voteOnComment = createAppThunk<Comment[], VoteArgs>(
  'commentVotes/vote',
  async ({ postId, commentId, kind }, { getState, rejectWithValue }) => {
    const token = getState().auth.encodedToken;
    if (!token) return rejectWithValue(NOT_SIGNED_IN);
    try {
      return (await commentsApi[kind](token, postId, commentId)).comments;
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
  {
    // One vote at a time per comment: a second click while one is on its way sends nothing.
    condition: ({ commentId }, { getState }) => !selectVotePending(getState(), commentId),
  },
);

/** Core's posts calls: each answers with posts (one or all) as the server has them now. */
const isPostsAnswer = isFulfilled(
  fetchPosts,
  fetchPost,
  createPost,
  editPost,
  deletePost,
  likePost,
  dislikePost,
  addComment,
  deleteComment,
);

export const commentVotesSlice = createSlice({
  name: 'commentVotes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(voteOnComment.pending, (state, { meta: { arg } }) => {
        state.pending[arg.commentId] = arg.kind;
        state.rollback[arg.commentId] = state.overrides[arg.commentId] ?? null;
        state.overrides[arg.commentId] = arg.shown;
      })
      .addCase(voteOnComment.fulfilled, (state, { payload, meta: { arg } }) => {
        for (const { _id, votes, updatedAt } of payload) {
          state.overrides[_id] = { postId: arg.postId, votes, updatedAt };
        }
        delete state.pending[arg.commentId];
        delete state.rollback[arg.commentId];
      })
      .addCase(voteOnComment.rejected, (state, { meta }) => {
        if (meta.condition) return; // never sent: a vote on this comment was already on its way
        const { commentId } = meta.arg;
        const before = state.rollback[commentId];
        if (before) state.overrides[commentId] = before;
        else delete state.overrides[commentId];
        delete state.pending[commentId];
        delete state.rollback[commentId];
      })
      .addCase(userLoggedOut, () => initialState)
      .addMatcher(isPostsAnswer, (state, { payload }) => {
        for (const [commentId, override] of Object.entries(state.overrides)) {
          if (!state.pending[commentId] && supersedes(payload, commentId, override)) {
            delete state.overrides[commentId];
          }
        }
      });
  },
  selectors: {
    selectVotePending: (state, commentId: string) => commentId in state.pending,
    selectVotesOverride: (state, commentId: string): VotesOverride | undefined =>
      state.overrides[commentId],
  },
});

/** The store's state, as post-app's code sees it, includes this slice (typed, not shipped). */
declare module '@murmur/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation itself
  interface LazyLoadedSlices extends WithSlice<typeof commentVotesSlice> {}
}

/**
 * Injected when post-app's code loads. `overrideExisting`: a hot reload, or a newer post-app
 * loaded into a page that already ran an older one (a remote override), brings a new reducer
 * under the same name, and the newer code must win; without it RTK keeps the first reducer
 * (and says so only in development). The state already there is kept and handed to the new
 * reducer, so a post-app that changes this state's shape must take a new name as well.
 */
const injected = commentVotesSlice.injectInto(rootReducer, { overrideExisting: true });

export const { selectVotePending, selectVotesOverride } = injected.selectors;
