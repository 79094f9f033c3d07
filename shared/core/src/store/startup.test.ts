import { startMockApi, type MockApi } from '@murmur/mock-api';
import { postsApi, usersApi } from '../api/endpoints';
import { GUEST_CREDENTIALS } from '../config/guest';
import { waitForStartupLoads } from '@murmur/testing/src/session';
import { login, restoreSession } from './authSlice';
import { selectHomeFeed } from './selectors';
import { prefetchPublicData } from './startup';
import { makeStore } from './store';

let api: MockApi;

async function startMock(timing: number) {
  api = await startMockApi({ timing, environment: 'test', persist: false });
}

beforeEach(async () => {
  localStorage.clear();
  await startMock(0);
});

afterEach(() => {
  api.shutdown();
  jest.restoreAllMocks();
});

const readsOf = () => ({
  posts: jest.spyOn(postsApi, 'getAll'),
  users: jest.spyOn(usersApi, 'getAll'),
});

describe('prefetchPublicData (the login page reads ahead)', () => {
  it('loads posts and users without a token', async () => {
    const store = makeStore();
    await store.dispatch(prefetchPublicData());

    const { posts, users, auth } = store.getState();
    expect(auth.isAuthenticated).toBe(false);
    expect(posts.status).toBe('succeeded');
    expect(posts.list.length).toBeGreaterThanOrEqual(22);
    expect(users.list).toHaveLength(6);
  });

  it('after a prefetch, a login asks only for the bookmarks: the feed is there at once', async () => {
    const store = makeStore();
    await store.dispatch(prefetchPublicData());
    const reads = readsOf();

    await store.dispatch(login(GUEST_CREDENTIALS)).unwrap();

    expect(selectHomeFeed(store.getState()).length).toBeGreaterThan(0);
    expect(store.getState().posts.status).toBe('succeeded');
    await waitForStartupLoads(store);
    expect(reads.posts).not.toHaveBeenCalled();
    expect(reads.users).not.toHaveBeenCalled();
  });

  it('a login while the prefetch is still on its way waits for it instead of asking again', async () => {
    api.shutdown();
    await startMock(30);
    const reads = readsOf();
    const store = makeStore();

    void store.dispatch(prefetchPublicData());
    await store.dispatch(login(GUEST_CREDENTIALS)).unwrap();
    await waitForStartupLoads(store);

    expect(reads.posts).toHaveBeenCalledTimes(1);
    expect(reads.users).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is read again by the start-up loads after login', async () => {
    const reads = readsOf();
    reads.posts.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = makeStore();

    await store.dispatch(prefetchPublicData());
    expect(store.getState().posts.status).toBe('failed');
    await store.dispatch(login(GUEST_CREDENTIALS)).unwrap();
    await waitForStartupLoads(store);

    expect(reads.posts).toHaveBeenCalledTimes(2);
    expect(store.getState().posts.list.length).toBeGreaterThanOrEqual(22);
  });

  it('a restored session reads the public lists once, even when a prefetch already started', async () => {
    const first = makeStore();
    await first.dispatch(login(GUEST_CREDENTIALS)).unwrap();
    await waitForStartupLoads(first);
    const reads = readsOf();

    const reloaded = makeStore();
    void reloaded.dispatch(prefetchPublicData());
    await reloaded.dispatch(restoreSession()).unwrap();
    await waitForStartupLoads(reloaded);

    expect(reads.posts).toHaveBeenCalledTimes(1);
    expect(reads.users).toHaveBeenCalledTimes(1);
  });
});
