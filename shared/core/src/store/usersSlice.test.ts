import { startMockApi, type MockApi } from '@murmur/mock-api';
import { signedInStore } from '@murmur/testing/src/session';
import { addBookmark, removeBookmark } from './bookmarksSlice';
import {
  selectBookmarks,
  selectHomeFeed,
  selectIsBookmarked,
  selectIsFollowing,
  selectSuggestions,
  selectUserByUsername,
} from './selectors';
import { followUser, unfollowUser } from './usersSlice';

let api: MockApi;
beforeEach(async () => {
  localStorage.clear();
  api = await startMockApi({ timing: 0, environment: 'test', persist: false });
});
afterEach(() => api.shutdown());

describe('follow and unfollow', () => {
  it('suggestions exclude the user and the people they follow', async () => {
    const store = await signedInStore();
    const state = store.getState();
    const me = state.auth.userData!;
    const suggested = selectSuggestions(state).map((u) => u.username);

    expect(suggested.length).toBeGreaterThanOrEqual(2);
    expect(suggested).not.toContain(me.username);
    me.following.forEach((u) => expect(suggested).not.toContain(u.username));
    expect(suggested.length + me.following.length + 1).toBe(state.users.list.length);
  });

  it('following a suggestion moves them into the feed and updates both users', async () => {
    const store = await signedInStore();
    const target = selectSuggestions(store.getState())[0]!;
    const followersBefore = target.followers.length;

    await store.dispatch(followUser(target._id)).unwrap();

    const state = store.getState();
    expect(selectIsFollowing(state, target.username)).toBe(true);
    expect(selectSuggestions(state).map((u) => u.username)).not.toContain(target.username);
    expect(selectUserByUsername(state, target.username)?.followers).toHaveLength(
      followersBefore + 1,
    );
    expect(selectHomeFeed(state).some((p) => p.username === target.username)).toBe(
      state.posts.list.some((p) => p.username === target.username),
    );

    await store.dispatch(unfollowUser(target._id)).unwrap();
    expect(selectIsFollowing(store.getState(), target.username)).toBe(false);
    expect(selectUserByUsername(store.getState(), target.username)?.followers).toHaveLength(
      followersBefore,
    );
  });

  it('following twice is refused with the server message', async () => {
    const store = await signedInStore();
    const followed = store.getState().auth.userData!.following[0]!;
    const result = await store.dispatch(followUser(followed._id));
    expect(result.payload).toEqual({ status: 400, message: 'User Already following' });
  });
});

describe('bookmarks', () => {
  it('adds and removes a bookmark', async () => {
    const store = await signedInStore();
    const post = store
      .getState()
      .posts.list.find((p) => !selectIsBookmarked(store.getState(), p._id))!;

    await store.dispatch(addBookmark(post._id)).unwrap();
    expect(selectBookmarks(store.getState()).map((p) => p._id)).toContain(post._id);
    expect(selectIsBookmarked(store.getState(), post._id)).toBe(true);

    await store.dispatch(removeBookmark(post._id)).unwrap();
    expect(selectIsBookmarked(store.getState(), post._id)).toBe(false);
  });

  it('refuses to remove a bookmark never made', async () => {
    const store = await signedInStore();
    const post = store
      .getState()
      .posts.list.find((p) => !selectIsBookmarked(store.getState(), p._id))!;
    const result = await store.dispatch(removeBookmark(post._id));
    expect(result.payload).toEqual({ status: 400, message: 'Post not bookmarked yet' });
  });
});
