/**
 * Profiles, follows, suggestions and the viewer's own profile edit. Answers go to the profiles
 * entity slice (and the viewer's own profile to the auth state); the cache keeps usernames.
 */
import { ownProfileReceived } from '../../store/authSlice';
import { authorUpdated } from '../../store/entities/postsSlice';
import {
  followShown,
  profileKey,
  profilesReceived,
  selectProfile,
} from '../../store/entities/profilesSlice';
import type {
  FollowAnswer,
  OwnProfile,
  OwnProfileAnswer,
  ProfileAnswer,
  ProfileEdit,
  SuggestionsAnswer,
} from '@murmur/contract';
import type { CallV2 } from '../baseQuery';
import { OVERRIDE_ON_HOT_UPDATE, murmurApi } from '../murmurApi';

const id = encodeURIComponent;

type ProfilesOnly = Parameters<typeof selectProfile>[0];

/**
 * The key that makes every follow button of one person share its request's state (the
 * suggestion and the profile agree), and that `selectFollowPending` reads.
 */
export const followKey = (username: string) => `follow:${profileKey(username)}`;

/** The viewer's own profile, wherever it is shown: the account menu, their profile, their posts. */
function ownProfileEverywhere(dispatch: (action: unknown) => unknown, me: OwnProfile) {
  dispatch(ownProfileReceived(me));
  dispatch(profilesReceived([me]));
  const { id: userId, username, firstName, lastName, avatarURL } = me;
  dispatch(authorUpdated({ id: userId, username, firstName, lastName, avatarURL }));
}

export const peopleApi = murmurApi.injectEndpoints({
  overrideExisting: OVERRIDE_ON_HOT_UPDATE,
  endpoints: (build) => ({
    /** One profile by username; the page reads it from the profiles slice. */
    profile: build.query<string, string>({
      queryFn: async (username, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({ path: `/users/${id(username)}` });
        if (result.error) return { error: result.error };
        const { user } = result.data as ProfileAnswer;
        api.dispatch(profilesReceived([user]));
        return { data: profileKey(user.username) };
      },
      providesTags: (_result, _error, username) => [{ type: 'Profile', id: profileKey(username) }],
    }),

    /**
     * People the viewer does not follow yet, at most a page of them (the API's default, 20):
     * their usernames here, their profiles in the slice.
     */
    suggestions: build.query<string[], void>({
      queryFn: async (_arg, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({ path: '/suggestions' });
        if (result.error) return { error: result.error };
        const { items } = result.data as SuggestionsAnswer;
        api.dispatch(profilesReceived(items));
        return { data: items.map((profile) => profileKey(profile.username)) };
      },
      providesTags: ['Suggestions'],
    }),

    /** Follow (`following: true`) or unfollow; the home feed then holds their posts, or not. */
    setFollow: build.mutation<string, { username: string; following: boolean }>({
      queryFn: async ({ username, following }, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({
          path: `/users/${id(username)}/follow`,
          method: following ? 'POST' : 'DELETE',
        });
        if (result.error) return { error: result.error };
        const { me, user } = result.data as FollowAnswer;
        api.dispatch(profilesReceived([user]));
        ownProfileEverywhere(api.dispatch, me);
        // The home feed gains or loses their posts; the suggestions lose or regain them.
        api.dispatch(
          murmurApi.util.invalidateTags([{ type: 'Timeline', id: 'home' }, 'Suggestions']),
        );
        return { data: profileKey(user.username) };
      },
      /** Shown at once on every view of the profile; taken back if refused or unreachable. */
      async onQueryStarted({ username, following }, { dispatch, getState, queryFulfilled }) {
        const before = selectProfile(getState() as unknown as ProfilesOnly, username);
        if (!before || before.followedByMe === following) return;
        const { followedByMe, followerCount } = before;
        dispatch(
          followShown({
            username,
            followedByMe: following,
            followerCount: Math.max(0, followerCount + (following ? 1 : -1)),
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          dispatch(followShown({ username, followedByMe, followerCount }));
        }
      },
    }),

    editProfile: build.mutation<string, ProfileEdit>({
      queryFn: async (edit, api, _extra, baseQuery: CallV2) => {
        const result = await baseQuery({ path: '/me', method: 'PATCH', body: edit });
        if (result.error) return { error: result.error };
        const { user } = result.data as OwnProfileAnswer;
        ownProfileEverywhere(api.dispatch, user);
        return { data: profileKey(user.username) };
      },
    }),
  }),
});

export const {
  useEditProfileMutation,
  useProfileQuery,
  useSetFollowMutation,
  useSuggestionsQuery,
} = peopleApi;
