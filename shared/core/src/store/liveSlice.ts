/**
 * What live events brought that the reader has not asked to see yet: new posts waiting above
 * each timeline ("Show 3 new posts"), and the one sentence the page's live region says.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { postRemoved } from './entities/postsSlice';
import { dataReplaced, userLoggedOut, viewerChanged } from './sessionEvents';

/** A timeline that can gain posts while it is read: home, explore, one user's posts. */
export type TimelineKey = 'home' | 'explore' | `user:${string}`;

export interface WaitingPosts {
  /** The new posts, newest first, to go above the timeline's first page. */
  postIds: string[];
  /**
   * More arrived than one page holds, so they do not join what is shown: showing them starts
   * the timeline again from its newest page (this one), whose next page starts here.
   */
  restartCursor?: string | null;
}

export interface LiveState {
  waiting: Partial<Record<TimelineKey, WaitingPosts>>;
  /** The latest announcement; the id changes with every one, so a repeat is said again. */
  announcement: { id: number; text: string } | null;
}

const initialState: LiveState = { waiting: {}, announcement: null };

const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    newPostsFound(state, { payload }: PayloadAction<{ timeline: TimelineKey } & WaitingPosts>) {
      const { timeline, ...waiting } = payload;
      state.waiting[timeline] = waiting;
    },
    newPostsShown(state, action: PayloadAction<TimelineKey>) {
      delete state.waiting[action.payload];
    },
    liveAnnounced(state, action: PayloadAction<string>) {
      state.announcement = { id: (state.announcement?.id ?? 0) + 1, text: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(postRemoved, (state, action) => {
        for (const [timeline, waiting] of Object.entries(state.waiting)) {
          if (!waiting) continue;
          waiting.postIds = waiting.postIds.filter((postId) => postId !== action.payload);
          if (waiting.postIds.length === 0) delete state.waiting[timeline as TimelineKey];
        }
      })
      .addMatcher(isAnyOf(userLoggedOut, viewerChanged, dataReplaced), () => initialState);
  },
  selectors: {
    selectWaitingPosts: (state, timeline: TimelineKey): WaitingPosts | undefined =>
      state.waiting[timeline],
    selectLiveAnnouncement: (state) => state.announcement,
  },
});

export const { liveAnnounced, newPostsFound, newPostsShown } = liveSlice.actions;
export const liveReducer = liveSlice.reducer;
export const { selectWaitingPosts, selectLiveAnnouncement } = liveSlice.selectors;
