export { makeStore, rootReducer, store } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { createAppThunk } from './createAppThunk';
export { useAppDispatch, useAppSelector } from './hooks';
export {
  editProfile,
  login,
  restoreSession,
  selectAuthError,
  selectAuthStatus,
  selectAuthToken,
  selectCurrentUser,
  selectIsAuthenticated,
  signup,
  userLoggedOut,
} from './authSlice';
export {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  dislikePost,
  editPost,
  fetchPost,
  fetchPosts,
  likePost,
} from './postsSlice';
export type { LoadStatus } from './postsSlice';
export { fetchUser, fetchUsers, followUser, unfollowUser } from './usersSlice';
export { addBookmark, fetchBookmarks, removeBookmark } from './bookmarksSlice';
export {
  postModalClosed,
  postModalOpened,
  profileModalClosed,
  profileModalOpened,
  selectPostModal,
  selectProfileModal,
} from './modalSlice';
export { prefetchPublicData, startupLoads } from './startup';
export { startCrossTabSync } from './crossTabSync';
export * from './selectors';
export { NOT_SIGNED_IN, toRejection, type Rejection } from './rejection';
