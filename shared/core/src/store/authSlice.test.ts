import { startMockApi, type MockApi } from '@murmur/mock-api';
import { GUEST_CREDENTIALS } from '../config/guest';
import { STORAGE_KEYS } from '../config/storage';
import { login, restoreSession, signup, userLoggedOut } from './authSlice';
import { postModalOpened } from './modalSlice';
import { makeStore } from './store';
import { waitForStartupLoads } from '@murmur/testing/src/session';

let api: MockApi;
beforeEach(async () => {
  localStorage.clear();
  api = await startMockApi({ timing: 0, environment: 'test', persist: false });
});
afterEach(() => api.shutdown());

describe('login', () => {
  it('signs the guest in, saves the session and runs the three start-up loads', async () => {
    const store = makeStore();
    await store.dispatch(login(GUEST_CREDENTIALS)).unwrap();

    const { auth } = store.getState();
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.userData?.username).toBe(GUEST_CREDENTIALS.username);
    expect(auth.userData).not.toHaveProperty('password');
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe(GUEST_CREDENTIALS.username);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(auth.encodedToken);

    await waitForStartupLoads(store);
    expect(store.getState().posts.list.length).toBeGreaterThanOrEqual(22);
    expect(store.getState().users.list).toHaveLength(6);
  });

  it('rejects a wrong password with the server message and stays signed out', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      login({ username: GUEST_CREDENTIALS.username, password: 'nope' }),
    );

    expect(result.payload).toEqual({
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
    const result = await store.dispatch(login({ username: 'nobody-here', password: 'x' }));
    expect(result.payload).toEqual({
      status: 404,
      message: 'The username you entered is not Registered. Not Found error',
    });
  });
});

describe('signup', () => {
  it('creates an empty user and signs them in', async () => {
    const store = makeStore();
    await store
      .dispatch(signup({ username: 'newbie', password: 'pw', firstName: 'New', lastName: 'Bie' }))
      .unwrap();

    expect(store.getState().auth.userData).toMatchObject({
      username: 'newbie',
      firstName: 'New',
      followers: [],
      following: [],
      bookmarks: [],
      bio: '',
    });
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('newbie');
  });

  it('refuses a taken username with the 422 message', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      signup({
        username: GUEST_CREDENTIALS.username,
        password: 'pw',
        firstName: 'A',
        lastName: 'B',
      }),
    );
    expect(result.payload).toEqual({
      status: 422,
      message: 'Unprocessable Entity. Username Already Exists.',
    });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('logout', () => {
  it('resets every slice and forgets the stored session', async () => {
    const store = makeStore();
    await store.dispatch(login(GUEST_CREDENTIALS)).unwrap();
    await waitForStartupLoads(store);
    store.dispatch(postModalOpened({ content: 'draft' }));

    store.dispatch(userLoggedOut());

    const state = store.getState();
    expect(state.auth).toMatchObject({ isAuthenticated: false, userData: null, encodedToken: '' });
    expect(state.posts.list).toEqual([]);
    expect(state.users.list).toEqual([]);
    expect(state.bookmarks.list).toEqual([]);
    expect(state.modal.post.isOpen).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('restoreSession', () => {
  it('signs back in from the stored token after a reload', async () => {
    const first = makeStore();
    await first.dispatch(login(GUEST_CREDENTIALS)).unwrap();

    const reloaded = makeStore();
    expect(reloaded.getState().auth.status).toBe('restoring');
    await reloaded.dispatch(restoreSession()).unwrap();

    expect(reloaded.getState().auth).toMatchObject({
      isAuthenticated: true,
      username: GUEST_CREDENTIALS.username,
      status: 'idle',
    });
    await waitForStartupLoads(reloaded);
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
