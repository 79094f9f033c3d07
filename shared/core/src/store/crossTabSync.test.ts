/**
 * One tab's store kept in step with "another tab": that tab's writes reach the real mock API
 * directly, its announcements come over a real BroadcastChannel (Node's: jsdom has none), and its
 * sign-ins and sign-outs as the storage events a browser sends the other tabs.
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { waitFor } from '@testing-library/react';
import { startMockApi, type MockApi } from '@murmur/mock-api';
import { signedInStore, v1Auth, v2Write } from '@murmur/testing';
import { postsApi } from '../api/v2/posts';
import { sessionApi } from '../api/v2/session';
import { timelinesApi } from '../api/v2/timelines';
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { STORAGE_KEYS } from '../config/storage';
import { startCrossTabSync } from './crossTabSync';
import { DATA_CHANGED_CHANNEL } from './dataChanged';
import { selectWaitingPosts } from './liveSlice';
import { makeStore, type AppStore } from './store';

/** Node's channel would keep Jest's process alive once the tests are done. */
class TestBroadcastChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    this.unref();
  }
}
Object.assign(globalThis, { BroadcastChannel: TestBroadcastChannel });

let api: MockApi;
let stopSync: () => void = () => {};
let otherTab: BroadcastChannel;

beforeEach(async () => {
  localStorage.clear();
  api = await startMockApi({ timing: 0, environment: 'test', persist: false });
  otherTab = new BroadcastChannel(DATA_CHANGED_CHANNEL);
});
afterEach(() => {
  stopSync();
  otherTab.close();
  api.shutdown();
  setVisibility('visible');
});

/** The tab shows its home feed (a page subscribed to it) and follows the other tabs. */
function synced(store: AppStore): AppStore {
  stopSync = startCrossTabSync(store);
  store.dispatch(timelinesApi.endpoints.homeTimeline.initiate());
  return store;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** What a browser tells the other tabs after one of them changed the session's token. */
const storageEventFromAnotherTab = () =>
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));

/** The texts of the posts waiting above the home feed ("Show 1 new post"). */
function waitingPosts(store: AppStore) {
  const ids = selectWaitingPosts(store.getState(), 'home')?.postIds ?? [];
  return ids.map((id) => store.getState().posts.entities[id]?.content);
}

/** The text of the first post of the home feed this tab shows. */
function newestPost(store: AppStore) {
  const { data } = timelinesApi.endpoints.homeTimeline.select()(store.getState());
  const id = data?.pages[0]?.ids[0];
  return id ? store.getState().posts.entities[id]?.content : undefined;
}

const guestToken = async () => (await v1Auth.login(GUEST_CREDENTIALS)).encodedToken;

async function postFromAnotherTab(content: string) {
  await v2Write('POST', '/posts', await guestToken(), { content });
  otherTab.postMessage({ type: 'data-changed' });
}

describe('data changed in another tab', () => {
  it('offers a new post at once while this tab is visible, without moving the feed', async () => {
    const store = synced(await signedInStore());
    await waitFor(() => expect(newestPost(store)).toBeDefined());
    const shown = newestPost(store);

    await postFromAnotherTab('Written in the other tab');

    await waitFor(() => expect(waitingPosts(store)).toEqual(['Written in the other tab']));
    expect(newestPost(store)).toBe(shown);
  });

  it('offers it when a hidden tab becomes visible again, not before', async () => {
    const store = synced(await signedInStore());
    await waitFor(() => expect(newestPost(store)).toBeDefined());
    setVisibility('hidden');

    await postFromAnotherTab('Seen on return');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waitingPosts(store)).toEqual([]);

    setVisibility('visible');
    await waitFor(() => expect(waitingPosts(store)).toEqual(['Seen on return']));
  });

  it('signs this tab out when a reset elsewhere took its account away', async () => {
    const store = synced(makeStore());
    await store
      .dispatch(
        sessionApi.endpoints.signup.initiate({
          username: 'noor',
          password: 'first-light',
          firstName: 'Noor',
          lastName: 'H',
        }),
      )
      .unwrap();

    await api.reset();
    otherTab.postMessage({ type: 'data-changed' });

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('a like made on a stale card', () => {
  it('ends on the server’s like when the other tab liked the post first', async () => {
    const store = await signedInStore();
    const post = Object.values(store.getState().posts.entities).find((p) => !p.likedByMe)!;
    await v2Write('POST', `/posts/${post.id}/like`, await guestToken());

    const refused = await store.dispatch(
      postsApi.endpoints.setLike.initiate({ postId: post.id, liked: true }),
    );

    expect(refused.error).toMatchObject({ status: 400 });
    await waitFor(() =>
      expect(store.getState().posts.entities[post.id]).toMatchObject({
        likeCount: post.likeCount + 1,
        likedByMe: true,
      }),
    );
  });
});

describe('the session across tabs', () => {
  it('signs this tab out when another tab signs out', async () => {
    const store = synced(await signedInStore());

    localStorage.removeItem(STORAGE_KEYS.username);
    localStorage.removeItem(STORAGE_KEYS.token);
    storageEventFromAnotherTab();

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
  });

  it('signs this tab in when another tab signs in', async () => {
    const store = synced(makeStore());

    const { foundUser, encodedToken } = await v1Auth.login(GUEST_CREDENTIALS);
    localStorage.setItem(STORAGE_KEYS.username, foundUser.username);
    localStorage.setItem(STORAGE_KEYS.token, encodedToken);
    storageEventFromAnotherTab();

    await waitFor(() => expect(store.getState().auth.userData?.username).toBe('guest'));
    expect(store.getState().auth.encodedToken).toBe(encodedToken);
  });

  it('stays signed in when another tab rewrites the same session (the sign-up page does)', async () => {
    const store = synced(await signedInStore());
    const session = { ...localStorage };

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    Object.entries(session).forEach(([key, value]) => localStorage.setItem(key, String(value)));
    storageEventFromAnotherTab();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});
