/** Derived views of the store: the feed, explore, suggestions, and who-did-what questions. */
import { createSelector } from '@reduxjs/toolkit';
import { selectCurrentUser } from './authSlice';
import type { RootState } from './store';
import type { Post } from '../types/domain';

const selectPostList = (state: RootState) => state.posts.list;
const selectUserList = (state: RootState) => state.users.list;

/** Usernames the signed-in user follows. */
const selectFollowingNames = createSelector(
  [selectCurrentUser],
  (me) => new Set(me?.following.map((u) => u.username) ?? []),
);

/** Newest first; each timestamp parsed once, not once per comparison (feeds of thousands). */
function newestFirst(posts: readonly Post[]): Post[] {
  return posts
    .map((post) => ({ post, time: Date.parse(post.createdAt) }))
    .sort((a, b) => b.time - a.time)
    .map(({ post }) => post);
}

/** Post id → post, rebuilt only when the list changes, so each card finds its post at once. */
const selectPostIndex = createSelector(
  [selectPostList],
  (posts) => new Map(posts.map((post) => [post._id, post])),
);

export const selectPostsStatus = (state: RootState) => state.posts.status;
export const selectPostsError = (state: RootState) => state.posts.error;

export const selectHomeFeed = createSelector(
  [selectPostList, selectCurrentUser, selectFollowingNames],
  (posts, me, following) =>
    newestFirst(
      posts.filter((post) => post.username === me?.username || following.has(post.username)),
    ),
);

export const selectExplorePosts = createSelector([selectPostList], newestFirst);

export const selectPostsByUser = createSelector(
  [selectPostList, (_: RootState, username: string) => username],
  (posts, username) => newestFirst(posts.filter((post) => post.username === username)),
);

export const selectPostById = (state: RootState, postId: string) =>
  selectPostIndex(state).get(postId);

export const selectIsLikedByMe = (state: RootState, postId: string) => {
  const me = state.auth.username;
  return !!me && !!selectPostById(state, postId)?.likes.likedBy.some((u) => u.username === me);
};

export const selectIsMyPost = (state: RootState, postId: string) =>
  !!state.auth.username && selectPostById(state, postId)?.username === state.auth.username;

export const selectIsPostPending = (state: RootState, postId: string) =>
  !!state.posts.pendingLikes[postId];

export const selectUsers = selectUserList;
export const selectUsersStatus = (state: RootState) => state.users.status;
export const selectUsersError = (state: RootState) => state.users.error;

export const selectUserByUsername = (state: RootState, username: string) =>
  state.users.list.find((user) => user.username === username);

/** Everyone the signed-in user neither is nor follows (spec §9). */
export const selectSuggestions = createSelector(
  [selectUserList, selectCurrentUser, selectFollowingNames],
  (users, me, following) =>
    users.filter((user) => user.username !== me?.username && !following.has(user.username)),
);

export const selectIsFollowing = (state: RootState, username: string) =>
  selectFollowingNames(state).has(username);

export const selectIsFollowPending = (state: RootState, userId: string) =>
  !!state.users.pendingFollows[userId];

export const selectBookmarks = (state: RootState) => state.bookmarks.list;
export const selectBookmarksStatus = (state: RootState) => state.bookmarks.status;
export const selectBookmarksError = (state: RootState) => state.bookmarks.error;

export const selectIsBookmarked = (state: RootState, postId: string) =>
  state.bookmarks.list.some((post) => post._id === postId);

export const selectIsBookmarkPending = (state: RootState, postId: string) =>
  !!state.bookmarks.pending[postId];
