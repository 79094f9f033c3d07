/** The users list (spec §4 "Users"): follow and unfollow replace the two users they change. */
import { createSlice } from '@reduxjs/toolkit';
import { usersApi } from '../api/endpoints';
import type { FollowResponse } from '../types/api';
import type { User } from '../types/domain';
import { editProfile, userLoggedOut } from './authSlice';
import { createAppThunk } from './createAppThunk';
import type { LoadStatus } from './postsSlice';
import { NOT_SIGNED_IN, toRejection } from './rejection';

export interface UsersState {
  list: User[];
  status: LoadStatus;
  error: string | null;
  /** User ids with a follow or unfollow in flight. */
  pendingFollows: Record<string, true>;
}

const initialState: UsersState = { list: [], status: 'idle', error: null, pendingFollows: {} };

export const fetchUsers = createAppThunk<User[], void>(
  'users/fetchAll',
  async (_, { rejectWithValue }) => {
    try {
      return (await usersApi.getAll()).users;
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

export const fetchUser = createAppThunk<User, string>(
  'users/fetchOne',
  async (username, { rejectWithValue }) => {
    try {
      return (await usersApi.getOne(username)).user;
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

function followToggle(type: string, call: typeof usersApi.follow) {
  return createAppThunk<FollowResponse, string>(
    type,
    async (userId, { getState, rejectWithValue }) => {
      const token = getState().auth.encodedToken;
      if (!token) return rejectWithValue(NOT_SIGNED_IN);
      try {
        return await call(token, userId);
      } catch (error) {
        return rejectWithValue(toRejection(error));
      }
    },
    { condition: (userId, { getState }) => !getState().users.pendingFollows[userId] },
  );
}

export const followUser = followToggle('users/follow', usersApi.follow);
export const unfollowUser = followToggle('users/unfollow', usersApi.unfollow);

function upsert(list: User[], user: User): void {
  const index = list.findIndex((u) => u._id === user._id);
  if (index === -1) list.push(user);
  else list[index] = user;
}

const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, () => initialState)
      .addCase(fetchUsers.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        state.list = action.payload;
        state.status = 'succeeded';
      })
      .addCase(fetchUsers.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(fetchUser.fulfilled, (state, action) => upsert(state.list, action.payload))
      .addCase(editProfile.fulfilled, (state, action) => upsert(state.list, action.payload));

    for (const thunk of [followUser, unfollowUser]) {
      builder
        .addCase(thunk.pending, (state, action) => {
          state.pendingFollows[action.meta.arg] = true;
        })
        .addCase(thunk.rejected, (state, action) => {
          delete state.pendingFollows[action.meta.arg];
        })
        .addCase(thunk.fulfilled, (state, action) => {
          delete state.pendingFollows[action.meta.arg];
          upsert(state.list, action.payload.user);
          upsert(state.list, action.payload.followUser);
        });
    }
  },
});

export const usersReducer = usersSlice.reducer;
