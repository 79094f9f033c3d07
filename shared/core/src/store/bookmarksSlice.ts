/** The current user's bookmarks (spec §4 "Bookmarks": every call replaces the list). */
import { createSlice } from '@reduxjs/toolkit';
import { bookmarksApi } from '../api/endpoints';
import type { Post } from '../types/domain';
import { restoreSession, userLoggedOut } from './authSlice';
import { createAppThunk } from './createAppThunk';
import type { LoadStatus } from './postsSlice';
import { NOT_SIGNED_IN, toRejection } from './rejection';

export interface BookmarksState {
  list: Post[];
  status: LoadStatus;
  error: string | null;
  /** Post ids with a bookmark change in flight. */
  pending: Record<string, true>;
}

const initialState: BookmarksState = { list: [], status: 'idle', error: null, pending: {} };

function bookmarksCall<Arg>(
  type: string,
  call: (token: string, arg: Arg) => Promise<{ bookmarks: Post[] }>,
  options: { oneAtATime?: boolean } = {},
) {
  return createAppThunk<Post[], Arg>(
    type,
    async (arg, { getState, rejectWithValue }) => {
      const token = getState().auth.encodedToken;
      if (!token) return rejectWithValue(NOT_SIGNED_IN);
      try {
        return (await call(token, arg)).bookmarks;
      } catch (error) {
        return rejectWithValue(toRejection(error));
      }
    },
    options.oneAtATime
      ? { condition: (arg, { getState }) => !getState().bookmarks.pending[String(arg)] }
      : {},
  );
}

export const fetchBookmarks = bookmarksCall<void>('bookmarks/fetchAll', (token) =>
  bookmarksApi.getAll(token),
);
export const addBookmark = bookmarksCall<string>(
  'bookmarks/add',
  (token, postId) => bookmarksApi.add(token, postId),
  { oneAtATime: true },
);
export const removeBookmark = bookmarksCall<string>(
  'bookmarks/remove',
  (token, postId) => bookmarksApi.remove(token, postId),
  { oneAtATime: true },
);

const bookmarksSlice = createSlice({
  name: 'bookmarks',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, () => initialState)
      .addCase(restoreSession.fulfilled, (state, action) => {
        if (!action.payload) return;
        state.list = action.payload.bookmarks;
        state.status = 'succeeded';
      })
      .addCase(fetchBookmarks.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchBookmarks.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload?.message ?? action.error.message ?? null;
      });

    for (const thunk of [addBookmark, removeBookmark]) {
      builder
        .addCase(thunk.pending, (state, action) => {
          state.pending[action.meta.arg] = true;
        })
        .addCase(thunk.rejected, (state, action) => {
          delete state.pending[action.meta.arg];
        })
        .addCase(thunk.fulfilled, (state, action) => {
          delete state.pending[action.meta.arg];
        });
    }

    builder.addMatcher(
      (action): action is { type: string; payload: Post[] } =>
        [fetchBookmarks, addBookmark, removeBookmark].some((t) => t.fulfilled.match(action)),
      (state, action) => {
        state.list = action.payload;
        state.status = 'succeeded';
        state.error = null;
      },
    );
  },
});

export const bookmarksReducer = bookmarksSlice.reducer;
