/**
 * Who is signed in (spec §3 auth state, §4 authentication). The slice follows the session's
 * endpoints (`api/v2/session.ts`): both sign-ins by one path, a refusal's message, a sign-out.
 * Whether a sign-in is on its way is the mutation's own state, read by the form that sent it.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { OwnProfile } from '@murmur/contract';
import { sessionApi, type SignedIn } from '../api/v2/session';
import type { AuthState } from './authState';
import { createAppThunk } from './createAppThunk';
import { followerCounted } from './entities/profilesSlice';
import { toRejection } from './rejection';
import { userLoggedOut } from './sessionEvents';
import { clearSession, confirmSession, readSession } from './session';
import type { RootState } from './store';

function initialAuthState(): AuthState {
  const stored = readSession();
  return {
    userData: null,
    // A stored session names its user before the check confirms it (the navigation's Profile).
    username: stored?.username ?? '',
    isAuthenticated: false,
    error: null,
    encodedToken: '',
    // A stored session is being checked: protected pages wait instead of bouncing to login.
    status: stored ? 'restoring' : 'idle',
  };
}

const { login, signup } = sessionApi.endpoints;
const signedIn = isAnyOf(login.matchFulfilled, signup.matchFulfilled);
const signInStarted = isAnyOf(login.matchPending, signup.matchPending);
const signInRefused = isAnyOf(login.matchRejected, signup.matchRejected);

/** Signs back in from the stored token after a reload: `/me` both checks it and says who. */
export const restoreSession = createAppThunk<SignedIn | null, void>(
  'auth/restoreSession',
  async (_, { dispatch, rejectWithValue }) => {
    const session = readSession();
    if (!session) return null;
    const check = dispatch(
      sessionApi.endpoints.ownProfile.initiate(session.token, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    try {
      const user = await check.unwrap();
      confirmSession();
      return { user, token: session.token };
    } catch (error) {
      const rejection = isRejection(error) ? error : toRejection(error);
      // A refused token will never work again; a network failure might, so keep it then.
      if (rejection.status !== 0) clearSession();
      return rejectWithValue(rejection);
    }
  },
);

function isRejection(error: unknown): error is { status: number; message: string } {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return typeof status === 'number' && typeof message === 'string';
}

function signInto(state: AuthState, { user, token }: SignedIn) {
  state.userData = user;
  state.username = user.username;
  state.encodedToken = token;
  state.isAuthenticated = true;
  state.error = null;
  state.status = 'idle';
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The viewer's own profile as a write answered it (an edit, a follow). */
    ownProfileReceived(state, action: PayloadAction<OwnProfile>) {
      if (state.userData && state.userData.id === action.payload.id) {
        state.userData = action.payload;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(followerCounted, (state, { payload }) => {
        if (state.userData?.id === payload.userId)
          state.userData.followerCount = payload.followerCount;
      })
      .addCase(userLoggedOut, () => ({
        ...initialAuthState(),
        username: '',
        status: 'idle' as const,
      }))
      .addCase(restoreSession.fulfilled, (state, action) => {
        if (action.payload) signInto(state, action.payload);
        else Object.assign(state, { status: 'idle', username: '' });
      })
      .addCase(restoreSession.rejected, (state) => {
        state.status = 'idle';
        state.username = '';
      })
      .addMatcher(signInStarted, (state) => {
        state.error = null;
      })
      .addMatcher(signedIn, (state, action) => signInto(state, action.payload))
      .addMatcher(signInRefused, (state, action) => {
        state.status = 'idle';
        state.error = action.payload?.message ?? action.error.message ?? null;
      });
  },
});

export const { ownProfileReceived } = authSlice.actions;
export { userLoggedOut };
export const authReducer = authSlice.reducer;

export const selectCurrentUser = (state: RootState) => state.auth.userData;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
export const selectAuthToken = (state: RootState) => state.auth.encodedToken;
export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectAuthError = (state: RootState) => state.auth.error;
