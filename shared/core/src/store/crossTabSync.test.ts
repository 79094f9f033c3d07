/**
 * One tab's store kept in step with "another tab": that tab's writes reach the real mock API
 * directly, its announcements come over a real BroadcastChannel (Node's: jsdom has none), and its
 * sign-ins and sign-outs as the storage events a browser sends the other tabs.
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { waitFor } from '@testing-library/react';
import { startMockApi, type MockApi } from '@murmur/mock-api';
import { signedInStore, waitForStartupLoads } from '@murmur/testing/src/session';
import { authApi, postsApi } from '../api/endpoints';
import { GUEST_CREDENTIALS } from '../config/guest';
import { STORAGE_KEYS } from '../config/storage';
import { signup } from './authSlice';
import { likePost } from './postsSlice';
import { startCrossTabSync } from './crossTabSync';
import { DATA_CHANGED_CHANNEL } from './dataChanged';
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

function synced(store: AppStore): AppStore {
  stopSync = startCrossTabSync(store);
  return store;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** What a browser tells the other tabs after one of them changed the session's token. */
const storageEventFromAnotherTab = () =>
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));

const newestPost = (store: AppStore) => store.getState().posts.list[0]?.content;

async function postFromAnotherTab(content: string) {
  const { encodedToken } = await authApi.login(GUEST_CREDENTIALS);
  await postsApi.create(encodedToken, content);
  otherTab.postMessage({ type: 'data-changed' });
}

describe('data changed in another tab', () => {
  it('shows at once while this tab is visible', async () => {
    const store = synced(await signedInStore());

    await postFromAnotherTab('Written in the other tab');

    await waitFor(() => expect(newestPost(store)).toBe('Written in the other tab'));
  });

  it('shows when a hidden tab becomes visible again, not before', async () => {
    const store = synced(await signedInStore());
    setVisibility('hidden');

    await postFromAnotherTab('Seen on return');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(newestPost(store)).not.toBe('Seen on return');

    setVisibility('visible');
    await waitFor(() => expect(newestPost(store)).toBe('Seen on return'));
  });

  it('signs this tab out when a reset elsewhere took its account away', async () => {
    const store = synced(makeStore());
    await store
      .dispatch(
        signup({ username: 'noor', password: 'first-light', firstName: 'Noor', lastName: 'H' }),
      )
      .unwrap();
    await waitForStartupLoads(store);

    await api.reset();
    otherTab.postMessage({ type: 'data-changed' });

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('a like made on a stale card', () => {
  it('ends on the server’s like when the other tab liked the post first', async () => {
    const store = await signedInStore();
    const post = store
      .getState()
      .posts.list.find((p) => p.likes.likedBy.every((u) => u.username !== 'guest'))!;
    await postsApi.like((await authApi.login(GUEST_CREDENTIALS)).encodedToken, post._id);

    const refused = await store.dispatch(likePost(post._id));

    expect(refused.payload).toMatchObject({ status: 400 });
    await waitFor(() =>
      expect(store.getState().posts.list.find((p) => p._id === post._id)?.likes).toMatchObject({
        likeCount: post.likes.likeCount + 1,
        likedBy: expect.arrayContaining([expect.objectContaining({ username: 'guest' })]),
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

    const { foundUser, encodedToken } = await authApi.login(GUEST_CREDENTIALS);
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
