/** Who is signed in (spec §3 auth state, §4 authentication), through the paginated API. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { request } from '../api/client';
import type { AuthState } from './authState';
import type { LoginRequest, SignupRequest } from '@murmur/contract';
import type { OwnProfile, OwnProfileAnswer, Page, PostView, SessionAnswer } from '@murmur/contract';
import { createAppThunk } from './createAppThunk';
import { followerCounted } from './entities/profilesSlice';
import { toRejection } from './rejection';
import { userLoggedOut } from './sessionEvents';
import { clearSession, readSession, saveSession } from './session';
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
  user: OwnProfile;
  token: string;
  /** A login's or sign-up's answer carries the first page of the home feed it leads to. */
  home?: Page<PostView>;
}

function signIn(path: string) {
  return async (body: LoginRequest | SignupRequest): Promise<SignedIn> => {
    const { user, token, home } = await request<SessionAnswer>('POST', path, { body });
    saveSession({ username: user.username, token });
    return { user, token, home };
  };
}

const loginCall = signIn('/v2/auth/login');
const signupCall = signIn('/v2/auth/signup');

export const login = createAppThunk<SignedIn, LoginRequest>(
  'auth/login',
  async (credentials, { rejectWithValue }) => {
    try {
      return await loginCall(credentials);
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

export const signup = createAppThunk<SignedIn, SignupRequest>(
  'auth/signup',
  async (details, { rejectWithValue }) => {
    try {
      return await signupCall(details);
    } catch (error) {
      return rejectWithValue(toRejection(error));
    }
  },
);

/** Signs back in from the stored token after a reload: `/me` both checks it and says who. */
export const restoreSession = createAppThunk<SignedIn | null, void>(
  'auth/restoreSession',
  async (_, { rejectWithValue }) => {
    const session = readSession();
    if (!session) return null;
    try {
      const { user } = await request<OwnProfileAnswer>('GET', '/v2/me', { token: session.token });
      return { user, token: session.token };
    } catch (error) {
      const rejection = toRejection(error);
      // A refused token will never work again; a network failure might, so keep it then.
      if (rejection.status !== 0) clearSession();
      return rejectWithValue(rejection);
    }
  },
);

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
    builder.addCase(followerCounted, (state, { payload }) => {
      if (state.userData?.id === payload.userId)
        state.userData.followerCount = payload.followerCount;
    });
    const signedIn = (state: AuthState, { user, token }: SignedIn) => {
      state.userData = user;
      state.username = user.username;
      state.encodedToken = token;
      state.isAuthenticated = true;
      state.error = null;
      state.status = 'idle';
    };
    const failed = (state: AuthState, message: string | null | undefined) => {
      state.status = 'idle';
      state.error = message ?? null;
    };
    builder
      .addCase(userLoggedOut, () => {
        clearSession();
        return { ...initialAuthState(), status: 'idle' as const };
      })
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
      .addCase(login.rejected, (state, action) =>
        failed(state, action.payload?.message ?? action.error.message),
      )
      .addCase(signup.rejected, (state, action) =>
        failed(state, action.payload?.message ?? action.error.message),
      )
      .addCase(restoreSession.rejected, (state) => {
        state.status = 'idle';
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
