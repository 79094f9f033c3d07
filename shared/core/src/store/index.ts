export { makeStore, rootReducer, store } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { createAppThunk } from './createAppThunk';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export {
  ownProfileReceived,
  restoreSession,
  selectAuthError,
  selectAuthStatus,
  selectAuthToken,
  selectCurrentUser,
  selectIsAuthenticated,
} from './authSlice';
export { dataReplaced, userLoggedOut, viewerChanged } from './sessionEvents';
export {
  authorUpdated,
  postCounted,
  postRemoved,
  postsReceived,
  selectBookmarkPending,
  selectLikePending,
  selectPostById,
} from './entities/postsSlice';
export {
  followerCounted,
  profileKey,
  profilesReceived,
  selectProfile,
} from './entities/profilesSlice';
export {
  postModalClosed,
  postModalOpened,
  profileModalClosed,
  profileModalOpened,
  selectPostModal,
  selectProfileModal,
} from './modalSlice';
export { startCrossTabSync } from './crossTabSync';
export { whenSignedIn } from './whenSignedIn';
export { announceDataReset } from './dataChanged';
export {
  liveAnnounced,
  newPostsFound,
  newPostsShown,
  selectLiveAnnouncement,
  selectWaitingPosts,
  type TimelineKey,
  type WaitingPosts,
} from './liveSlice';
export { selectFollowPending, selectIsMyPost, selectPagedPostIds } from './selectors';
export { NOT_SIGNED_IN, toRejection, type Rejection } from './rejection';
