/**
 * Every profile the client has seen, held once, by username (unique regardless of case, and
 * never changed): a profile page, the suggestions and a follow's answer all update one record.
 */
import { createEntityAdapter, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '@murmur/contract';
import { dataReplaced, userLoggedOut, viewerChanged } from '../sessionEvents';

/** The key of a username: `Guest` and `guest` are one account. */
export const profileKey = (username: string) => username.toLowerCase();

const adapter = createEntityAdapter<Profile, string>({
  selectId: (profile) => profileKey(profile.username),
});

interface ProfilesState extends ReturnType<typeof adapter.getInitialState> {
  /** Profile keys with a follow or unfollow on its way. */
  followPending: Record<string, true>;
}

const initialState: ProfilesState = adapter.getInitialState({ followPending: {} });

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
    followStarted(state, action: PayloadAction<string>) {
      state.followPending[profileKey(action.payload)] = true;
    },
    followEnded(state, action: PayloadAction<string>) {
      delete state.followPending[profileKey(action.payload)];
    },
  },
  extraReducers: (builder) => {
    // `followedByMe` is the viewer's: a new session reads profiles again.
    builder.addMatcher(isAnyOf(userLoggedOut, viewerChanged, dataReplaced), () => initialState);
  },
  selectors: {
    selectProfile: (state, username: string): Profile | undefined =>
      state.entities[profileKey(username)],
    selectFollowPending: (state, username: string) => !!state.followPending[profileKey(username)],
  },
});

export const { followEnded, followerCounted, followStarted, profilesReceived } =
  profilesSlice.actions;
export const profilesReducer = profilesSlice.reducer;
export const { selectProfile, selectFollowPending } = profilesSlice.selectors;
