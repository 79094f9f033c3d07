/**
 * Comment votes: state that only the post page needs, so it ships with post-app and is injected
 * into the one store when post-app loads. Neither the shell nor @murmur/core knows of it.
 *
 * The posts list in core holds every comment with its votes and is replaced whole by each posts
 * call. This slice holds only what is newer than that list: a vote shown before the server
 * answers, then the server's answer. A fresher posts list makes those overrides stale, so they
 * are dropped when one arrives (except a vote still on its way).
 */
import { createSlice, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import {
  commentsApi,
  createAppThunk,
  NOT_SIGNED_IN,
  rootReducer,
  toRejection,
  userLoggedOut,
  type Comment,
  type Votes,
} from '@murmur/core';
import type { VoteKind } from './nextVotes';

export interface CommentVotesState {
  /** Comment id → votes newer than the posts list holds. */
  overrides: Record<string, Votes>;
  /** Comment id → the votes before an optimistic vote, restored if the server refuses it. */
  rollback: Record<string, Votes>;
  /** Comment ids with a vote in flight: their toggles are busy, so a double click sends one. */
  pending: Record<string, VoteKind>;
}

const initialState: CommentVotesState = { overrides: {}, rollback: {}, pending: {} };

export interface VoteArgs {
  postId: string;
  commentId: string;
  kind: VoteKind;
  /** The votes as shown now, and as they will be once the server agrees. */
  before: Votes;
  after: Votes;
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

/** Any successful posts call of core's posts slice: its list is now the freshest truth. */
const isPostsListAnswer = (action: UnknownAction) =>
  action.type.startsWith('posts/') && action.type.endsWith('/fulfilled');

export const commentVotesSlice = createSlice({
  name: 'commentVotes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(voteOnComment.pending, (state, { meta: { arg } }) => {
        state.pending[arg.commentId] = arg.kind;
        state.rollback[arg.commentId] = arg.before;
        state.overrides[arg.commentId] = arg.after;
      })
      .addCase(voteOnComment.fulfilled, (state, { payload, meta: { arg } }) => {
        for (const comment of payload) state.overrides[comment._id] = comment.votes;
        delete state.pending[arg.commentId];
        delete state.rollback[arg.commentId];
      })
      .addCase(voteOnComment.rejected, (state, { meta }) => {
        if (meta.condition) return; // never sent: a vote on this comment was already on its way
        const { commentId } = meta.arg;
        const before = state.rollback[commentId];
        if (before) state.overrides[commentId] = before;
        delete state.pending[commentId];
        delete state.rollback[commentId];
      })
      .addCase(userLoggedOut, () => initialState)
      .addMatcher(isPostsListAnswer, (state) => {
        for (const commentId of Object.keys(state.overrides)) {
          if (!state.pending[commentId]) delete state.overrides[commentId];
        }
      });
  },
  selectors: {
    selectVotePending: (state, commentId: string) => commentId in state.pending,
    selectVotesOverride: (state, commentId: string): Votes | undefined =>
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
 * deployed while a tab still holds the older one's reducer, brings a new reducer under the same
 * name, and the newer code must win (RTK would otherwise keep the first one and warn).
 */
const injected = commentVotesSlice.injectInto(rootReducer, { overrideExisting: true });

export const { selectVotePending, selectVotesOverride } = injected.selectors;
