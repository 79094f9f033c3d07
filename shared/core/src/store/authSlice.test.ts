import { startMockApi, type MockApi } from '@murmur/mock-api';
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { STORAGE_KEYS } from '../config/storage';
import { sessionApi } from '../api/v2/session';
import { restoreSession, userLoggedOut } from './authSlice';
import { postModalOpened } from './modalSlice';
import { makeStore, type AppStore } from './store';

/** The home feed's first page, which a sign-in asks for at once, has come in. */
async function homeFeedRead(store: AppStore) {
  for (let i = 0; i < 200; i += 1) {
    if (store.getState().api.queries['homeTimeline(undefined)']?.status === 'fulfilled') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The home feed was not read');
}

const { login, signup } = sessionApi.endpoints;

let api: MockApi;
beforeEach(async () => {
  localStorage.clear();
  api = await startMockApi({ timing: 0, environment: 'test', persist: false });
});
afterEach(() => api.shutdown());

describe('login', () => {
  it("signs the guest in, saves the session and reads the home feed's first page", async () => {
    const store = makeStore();
    await store.dispatch(login.initiate(GUEST_CREDENTIALS)).unwrap();

    const { auth } = store.getState();
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.userData).toMatchObject({
      username: GUEST_CREDENTIALS.username,
      followingCount: 2,
      followedByMe: false,
    });
    expect(auth.userData).not.toHaveProperty('password');
    // Counts, not lists: the viewer's own profile costs the same however many people follow them.
    expect(auth.userData).not.toHaveProperty('following');
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe(GUEST_CREDENTIALS.username);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(auth.encodedToken);

    await homeFeedRead(store);
    // One page, held once: the feed's ids in the cache, the posts in the posts slice.
    const ids = store.getState().posts.ids;
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(20);
  });

  it("fills the home feed from the sign-in's own answer, at once and without reading it again", async () => {
    const store = makeStore();
    const calls = jest.spyOn(globalThis, 'fetch');
    await store.dispatch(login.initiate(GUEST_CREDENTIALS)).unwrap();

    // Already there when the sign-in resolves: the page it leads to draws its posts at once.
    const home = store.getState().api.queries['homeTimeline(undefined)'];
    expect(home?.status).toBe('fulfilled');
    const firstPage = (home?.data as { pages: { ids: string[] }[] }).pages[0]?.ids ?? [];
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage.every((id) => store.getState().posts.entities[id])).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = calls.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(paths).toContain('/api/v2/auth/login');
    expect(paths).not.toContain('/api/v2/timelines/home');
    calls.mockRestore();
  });

  it('rejects a wrong password with the server message and stays signed out', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      login.initiate({ username: GUEST_CREDENTIALS.username, password: 'nope' }),
    );

    expect(result.error).toEqual({
      status: 401,
      message: 'The credentials you entered are invalid. Unauthorized access error.',
    });
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      error: 'The credentials you entered are invalid. Unauthorized access error.',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('rejects an unknown username with the 404 message', async () => {
    const store = makeStore();
    const result = await store.dispatch(login.initiate({ username: 'nobody-here', password: 'x' }));
    expect(result.error).toEqual({
      status: 404,
      message: 'The username you entered is not Registered. Not Found error',
    });
  });
});

describe('signup', () => {
  it('creates an empty user and signs them in', async () => {
    const store = makeStore();
    await store
      .dispatch(
        signup.initiate({
          username: 'newbie',
          password: 'open sesame',
          firstName: 'New',
          lastName: 'Bie',
        }),
      )
      .unwrap();

    expect(store.getState().auth.userData).toMatchObject({
      username: 'newbie',
      firstName: 'New',
      followerCount: 0,
      followingCount: 0,
      bio: '',
    });
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('newbie');
  });

  it('refuses a taken username with the 422 message', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      signup.initiate({
        username: GUEST_CREDENTIALS.username,
        password: 'open sesame',
        firstName: 'A',
        lastName: 'B',
      }),
    );
    expect(result.error).toEqual({
      status: 422,
      message: 'Unprocessable Entity. Username Already Exists.',
    });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('logout', () => {
  it('resets every slice and forgets the stored session', async () => {
    const store = makeStore();
    await store.dispatch(login.initiate(GUEST_CREDENTIALS)).unwrap();
    await homeFeedRead(store);
    store.dispatch(postModalOpened({ content: 'draft' }));

    store.dispatch(userLoggedOut());

    const state = store.getState();
    expect(state.auth).toMatchObject({ isAuthenticated: false, userData: null, encodedToken: '' });
    expect(state.posts.ids).toEqual([]);
    expect(state.profiles.ids).toEqual([]);
    expect(state.api.queries).toEqual({});
    expect(state.modal.post.isOpen).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('restoreSession', () => {
  it('signs back in from the stored token after a reload', async () => {
    const first = makeStore();
    await first.dispatch(login.initiate(GUEST_CREDENTIALS)).unwrap();

    const reloaded = makeStore();
    expect(reloaded.getState().auth.status).toBe('restoring');
    await reloaded.dispatch(restoreSession()).unwrap();

    expect(reloaded.getState().auth).toMatchObject({
      isAuthenticated: true,
      username: GUEST_CREDENTIALS.username,
      status: 'idle',
    });
  });

  it('drops a stored token the server refuses', async () => {
    localStorage.setItem(STORAGE_KEYS.username, GUEST_CREDENTIALS.username);
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-token');
    const store = makeStore();

    const result = await store.dispatch(restoreSession());

    expect(result.meta.requestStatus).toBe('rejected');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, status: 'idle' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('does nothing when no session is stored', async () => {
    const store = makeStore();
    expect(store.getState().auth.status).toBe('idle');
    expect(await store.dispatch(restoreSession()).unwrap()).toBeNull();
  });
});
