/**
 * Live events reaching a signed-in page, end to end in one process: other people write through
 * the real mock API, the mock's events reach the page's hub (as the server's stream would), and
 * the store follows: new posts wait above the timelines, counts change, a deleted post leaves,
 * a follow of the viewer counts.
 */
import { waitFor } from '@testing-library/react';
import { startMockApi, type MockApi } from '@murmur/mock-api';
import { signedInStore, v1Auth, v2Write } from '@murmur/testing';
import { timelinesApi } from '../api/v2/timelines';
import { SEED_USERNAMES, SEED_USERS } from '@murmur/mock-api';
import { selectWaitingPosts } from '../store/liveSlice';
import type { AppStore } from '../store/store';
import { publishLiveEvent } from './liveHub';
import { showNewPosts } from './showNewPosts';
import { startLiveEvents } from './startLiveEvents';

let api: MockApi;
let stop: () => void = () => {};

beforeEach(async () => {
  localStorage.clear();
  api = await startMockApi({
    timing: 0,
    environment: 'test',
    persist: false,
    onLiveEvent: publishLiveEvent,
  });
});
afterEach(() => {
  stop();
  api.shutdown();
});

async function tokenOf(key: keyof typeof SEED_USERNAMES) {
  const { password, username } = SEED_USERS.find((user) => user.username === SEED_USERNAMES[key])!;
  return (await v1Auth.login({ username, password })).encodedToken;
}

/** The guest, signed in, showing the home feed and following the live events. */
async function guestWatchingHome(): Promise<AppStore> {
  const store = await signedInStore();
  store.dispatch(timelinesApi.endpoints.homeTimeline.initiate());
  await waitFor(() =>
    expect(timelinesApi.endpoints.homeTimeline.select()(store.getState()).data).toBeDefined(),
  );
  stop = startLiveEvents(store, { fromServer: false });
  return store;
}

const homeIds = (store: AppStore) =>
  timelinesApi.endpoints.homeTimeline
    .select()(store.getState())
    .data?.pages.flatMap((p) => p.ids);

describe('live events', () => {
  it("a followed person's new post waits above the home feed, and goes in when shown", async () => {
    const store = await guestWatchingHome();
    const before = homeIds(store);
    // Maya, whom the guest follows, publishes.
    const { post } = await v2Write<{ post: { id: string } }>(
      'POST',
      '/posts',
      await tokenOf('maya'),
      {
        content: 'Fresh from the kiln',
      },
    );

    await waitFor(() =>
      expect(selectWaitingPosts(store.getState(), 'home')?.postIds).toEqual([post.id]),
    );
    // Nothing moved: the feed shows what it showed.
    expect(homeIds(store)).toEqual(before);
    expect(store.getState().live.announcement?.text).toBe('1 new post');

    await store.dispatch(showNewPosts('home'));
    expect(homeIds(store)?.[0]).toBe(post.id);
    expect(selectWaitingPosts(store.getState(), 'home')).toBeUndefined();
  });

  it("someone else's like changes the count on the card; a deletion takes the post away", async () => {
    const store = await guestWatchingHome();
    const postId = homeIds(store)![0]!;
    const likes = store.getState().posts.entities[postId]!.likeCount;
    const priya = await tokenOf('priya');

    await v2Write('POST', `/posts/${postId}/like`, priya);
    await waitFor(() => expect(store.getState().posts.entities[postId]?.likeCount).toBe(likes + 1));

    // The guest's own post, deleted in another tab of theirs.
    const own = homeIds(store)!.find(
      (id) => store.getState().posts.entities[id]?.author.username === 'guest',
    )!;
    await v2Write('DELETE', `/posts/${own}`, store.getState().auth.encodedToken);
    await waitFor(() => expect(store.getState().posts.entities[own]).toBeUndefined());
    expect(store.getState().live.announcement?.text).toBe('A post was deleted.');
  });

  it("a follow of the viewer counts one more follower on the viewer's own profile", async () => {
    const store = await guestWatchingHome();
    const followers = store.getState().auth.userData!.followerCount;

    await v2Write('POST', '/users/guest/follow', await tokenOf('lena'));

    await waitFor(() => expect(store.getState().auth.userData?.followerCount).toBe(followers + 1));
  });

  it('a post by someone not followed waits on explore, not on the home feed', async () => {
    const store = await guestWatchingHome();
    store.dispatch(timelinesApi.endpoints.exploreTimeline.initiate());
    await waitFor(() =>
      expect(timelinesApi.endpoints.exploreTimeline.select()(store.getState()).data).toBeDefined(),
    );
    const { post } = await v2Write<{ post: { id: string } }>(
      'POST',
      '/posts',
      await tokenOf('priya'),
      {
        content: 'Bread, again',
      },
    );

    await waitFor(() =>
      expect(selectWaitingPosts(store.getState(), 'explore')?.postIds).toEqual([post.id]),
    );
    expect(selectWaitingPosts(store.getState(), 'home')).toBeUndefined();
  });
});
