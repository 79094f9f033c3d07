/**
 * Signing in, signing up and signing out, and reading the viewer's own profile (the check of a
 * stored session). The auth slice follows these endpoints (`matchFulfilled`/`matchRejected`);
 * a form reads its busy and error states from the mutation it sent.
 */
import type {
  LoginRequest,
  OwnProfile,
  OwnProfileAnswer,
  Page,
  PostView,
  SessionAnswer,
  SignupRequest,
} from '@murmur/contract';
import { saveSession } from '../../store/session';
import { userLoggedOut } from '../../store/sessionEvents';
import type { CallV2 } from '../baseQuery';
import { OVERRIDE_ON_HOT_UPDATE, murmurApi } from '../murmurApi';

export interface SignedIn {
  user: OwnProfile;
  token: string;
  /** A login's or sign-up's answer carries the first page of the home feed it leads to. */
  home?: Page<PostView>;
}

/** Both sign-ins answer alike: the session is stored as soon as the server hands it out. */
function signIn(path: string) {
  return async (
    body: LoginRequest | SignupRequest,
    _api: unknown,
    _extra: unknown,
    baseQuery: CallV2,
  ) => {
    const result = await baseQuery({ path, method: 'POST', body });
    if (result.error) return { error: result.error };
    const { user, token, home } = result.data as SessionAnswer;
    saveSession({ username: user.username, token });
    return { data: { user, token, home } satisfies SignedIn };
  };
}

/** Signs out here, then asks the server to end the session(s) with the token it had. */
function signOut(path: string) {
  return async (
    _arg: void,
    api: { getState(): unknown; dispatch(action: unknown): unknown },
    _extra: unknown,
    baseQuery: CallV2,
  ) => {
    const token = (api.getState() as { auth: { encodedToken: string } }).auth.encodedToken;
    api.dispatch(userLoggedOut());
    if (token) await baseQuery({ path, method: 'POST', token });
    return { data: null };
  };
}

export const sessionApi = murmurApi.injectEndpoints({
  overrideExisting: OVERRIDE_ON_HOT_UPDATE,
  endpoints: (build) => ({
    login: build.mutation<SignedIn, LoginRequest>({ queryFn: signIn('/auth/login') }),
    signup: build.mutation<SignedIn, SignupRequest>({ queryFn: signIn('/auth/signup') }),

    /**
     * Signing out happens here at once, whatever the server answers (it is the one sign-out
     * event every slice follows, however the session ended: here, in another tab, an account
     * that no longer exists); the server is then asked to end the session, so the token is
     * refused from now on even where a copy of it was kept. A failed call is not the user's
     * problem: they are signed out here either way.
     */
    logout: build.mutation<null, void>({ queryFn: signOut('/auth/logout') }),
    /** The same, and every other session of the user ends too (other browsers, other devices). */
    logoutEverywhere: build.mutation<null, void>({ queryFn: signOut('/auth/logout-everywhere') }),

    /** The viewer's own profile, read with `token` (a stored one being checked, say). */
    ownProfile: build.query<OwnProfile, string>({
      queryFn: async (token, _api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({ path: '/me', token });
        if (result.error) return { error: result.error };
        return { data: (result.data as OwnProfileAnswer).user };
      },
      // Each check reads the server again; nothing keeps a profile read with an old token.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  useSignupMutation,
} = sessionApi;
