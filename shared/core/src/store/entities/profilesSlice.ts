/**
 * Every profile the client has seen, held once, by username (unique regardless of case, and
 * never changed): a profile page, the suggestions and a follow's answer all update one record.
 * A slice rather than RTK Query's cache for the reason the posts have one (`postsSlice.ts`):
 * one profile is in several answers at once, and the cache does not normalize. A follow shows
 * at once through `followShown`, from the mutation's `onQueryStarted`; its busy state is the
 * mutation's own.
 */
import {
  createEntityAdapter,
  createSlice,
  isAnyOf,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { Profile } from '@murmur/contract';
import { dataReplaced, userLoggedOut, viewerChanged } from '../sessionEvents';

/** The key of a username: `Guest` and `guest` are one account. */
export const profileKey = (username: string) => username.toLowerCase();

const adapter = createEntityAdapter<Profile, string>({
  selectId: (profile) => profileKey(profile.username),
});

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named for the state's record
interface ProfilesState extends EntityState<Profile, string> {}

const initialState: ProfilesState = adapter.getInitialState();

/** What a follow changes on the followed profile, as shown before the server answers. */
export interface FollowShown {
  username: string;
  followedByMe: boolean;
  followerCount: number;
}

/** Only a profile's own fields: an `OwnProfile`'s email stays with the auth state. */
const asProfile = ({ email: _email, ...profile }: Profile & { email?: string }): Profile => profile;

const profilesSlice = createSlice({
  name: 'profiles',
  initialState,
  reducers: {
    profilesReceived(state, action: PayloadAction<readonly Profile[]>) {
      adapter.setMany(state, action.payload.map(asProfile));
    },
    /** Someone followed or unfollowed this user (a live event). */
    followerCounted(state, { payload }: PayloadAction<{ userId: string; followerCount: number }>) {
      for (const profile of Object.values(state.entities)) {
        if (profile.id === payload.userId) profile.followerCount = payload.followerCount;
      }
    },
    /** A follow shown at once (or taken back): the profile's flag and follower count. */
    followShown(state, { payload }: PayloadAction<FollowShown>) {
      const profile = state.entities[profileKey(payload.username)];
      if (!profile) return;
      profile.followedByMe = payload.followedByMe;
      profile.followerCount = payload.followerCount;
    },
  },
  extraReducers: (builder) => {
    // `followedByMe` is the viewer's: a new session reads profiles again.
    builder.addMatcher(isAnyOf(userLoggedOut, viewerChanged, dataReplaced), () => initialState);
  },
  selectors: {
    selectProfile: (state, username: string): Profile | undefined =>
      state.entities[profileKey(username)],
  },
});

export const { followerCounted, followShown, profilesReceived } = profilesSlice.actions;
export const profilesReducer = profilesSlice.reducer;
export const { selectProfile } = profilesSlice.selectors;
