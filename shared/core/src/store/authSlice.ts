/** Who is signed in (spec §3 auth state, §4 authentication). */
import { createSlice } from '@reduxjs/toolkit';
import { authApi, bookmarksApi, usersApi } from '../api/endpoints';
import type { AuthState } from '../types/auth';
import type { LoginRequest, ProfileUpdate, SignupRequest } from '../types/api';
import type { Post, User } from '../types/domain';
import { createAppThunk } from './createAppThunk';
import { NOT_SIGNED_IN, toRejection } from './rejection';
import { clearSession, readSession, saveSession } from './session';
import { usernameFromToken } from './tokenUsername';
import { followUser, unfollowUser } from './usersSlice';
import type { RootState } from './store';

function initialAuthState(): AuthState {
  return {
    userData: null,
    username: '',
    isAuthenticated: false,
    error: null,
    encodedToken: '',
    // A stored session is being checked: protected pages wait instead of bouncing to login.
    status: readSession() ? 'restoring' : 'idle',
  };
}

interface SignedIn {
  user: User;
  token: string;
}

export const login = createAppThunk<SignedIn, LoginRequest>(
  'auth/login',
  async (credentials, { rejectWithValue }) => {
    try {
      const { foundUser, encodedToken } = await authApi.login(credentials);
      saveSession({ username: foundUser.username, token: encodedToken });
      return { user: foundUser, token: encodedToken };
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

export const signup = createAppThunk<SignedIn, SignupRequest>(
  'auth/signup',
  async (details, { rejectWithValue }) => {
    try {
      const { createdUser, encodedToken } = await authApi.signup(details);
      saveSession({ username: createdUser.username, token: encodedToken });
      return { user: createdUser, token: encodedToken };
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

interface RestoredSession extends SignedIn {
  bookmarks: Post[];
}

/**
 * Signs back in from the stored token after a reload. The bookmarks read needs a valid token,
 * so it doubles as the check that the token still names a user.
 */
export const restoreSession = createAppThunk<RestoredSession | null, void>(
  'auth/restoreSession',
  async (_, { rejectWithValue }) => {
    const session = readSession();
    if (!session) return null;
    try {
      const username = usernameFromToken(session.token) ?? session.username;
      const [{ user }, { bookmarks }] = await Promise.all([
        usersApi.getOne(username),
        bookmarksApi.getAll(session.token),
      ]);
      return { user, token: session.token, bookmarks };
    } catch (error) {
      const rejection = toRejection(error);
      // A refused token will never work again; a network failure might, so keep it then.
      if (rejection.status !== 0) clearSession();
      return rejectWithValue(rejection);
    }
  },
);

export const editProfile = createAppThunk<User, ProfileUpdate>(
  'auth/editProfile',
  async (update, { getState, rejectWithValue }) => {
    const token = getState().auth.encodedToken;
    if (!token) return rejectWithValue(NOT_SIGNED_IN);
    try {
      return (await usersApi.edit(token, update)).user;
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userLoggedOut: () => {
      clearSession();
      return { ...initialAuthState(), status: 'idle' as const };
    },
  },
  extraReducers: (builder) => {
    const signedIn = (state: AuthState, { user, token }: SignedIn) => {
      state.userData = user;
      state.username = user.username;
      state.encodedToken = token;
      state.isAuthenticated = true;
      state.error = null;
      state.status = 'idle';
    };
    builder
      .addCase(login.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(signup.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(login.fulfilled, (state, action) => signedIn(state, action.payload))
      .addCase(signup.fulfilled, (state, action) => signedIn(state, action.payload))
      .addCase(restoreSession.fulfilled, (state, action) => {
        if (action.payload) signedIn(state, action.payload);
        else state.status = 'idle';
      })
      .addCase(login.rejected, (state, action) => {
        state.status = 'idle';
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(signup.rejected, (state, action) => {
        state.status = 'idle';
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(restoreSession.rejected, (state) => {
        state.status = 'idle';
      })
      .addCase(editProfile.fulfilled, (state, action) => {
        state.userData = action.payload;
      })
      .addCase(editProfile.rejected, (state, action) => {
        state.error = action.payload?.message ?? null;
      })
      .addMatcher(
        (action) => followUser.fulfilled.match(action) || unfollowUser.fulfilled.match(action),
        (state, action) => {
          const { user } = (action as ReturnType<typeof followUser.fulfilled>).payload;
          if (state.userData && user._id === state.userData._id) state.userData = user;
        },
      );
  },
});

export const { userLoggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectCurrentUser = (state: RootState) => state.auth.userData;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
export const selectAuthToken = (state: RootState) => state.auth.encodedToken;
export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectAuthError = (state: RootState) => state.auth.error;
