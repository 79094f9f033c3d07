import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteOfRoute } from '@murmur/build/routes/routeDeclarations';
import { makeStore } from '@murmur/core';
import { productRemotesJson, signedInState } from '@murmur/testing';
import { routeTableOf } from '../../routing/routeTable';
import type * as Preload from './preloadRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('../../federation/registerRemotes', () => ({
  ensureRemotesRegistered: () => Promise.resolve(),
}));

const preloadMock = jest.mocked(preloadRemote);

/** The routes the product's remotes declare, as remotes.json carries them. */
const remotesJson = productRemotesJson();
const table = routeTableOf(remotesJson, 0);

// The module remembers what it preloaded, so each test starts from a fresh copy.
const freshModule = () => {
  let loaded!: typeof Preload;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./preloadRemotes');
  });
  return loaded;
};

const preloaded = () => preloadMock.mock.calls.map(([args]) => args[0]?.nameOrAlias);

const signedIn = signedInState();

/** Lets the registration promise settle and any idle work run. */
async function settle() {
  await jest.runAllTimersAsync();
}

beforeEach(() => {
  jest.useFakeTimers();
  preloadMock.mockReset();
  preloadMock.mockResolvedValue(undefined);
  jest.mocked(loadRemote).mockResolvedValue({});
});

afterEach(() => {
  jest.useRealTimers();
});

describe('remoteOfPath', () => {
  it('names the remote of every route of the shell', () => {
    const { remoteOfPath: remoteOf } = freshModule();
    const remoteOfPath = (path: string) => remoteOf(table, path);
    expect(remoteOfPath('/')).toBe('auth');
    expect(remoteOfPath('/signup')).toBe('auth');
    expect(remoteOfPath('/home')).toBe('feed');
    expect(remoteOfPath('/bookmarks')).toBe('feed');
    expect(remoteOfPath('/profile/maya.solberg')).toBe('profile');
    expect(remoteOfPath('/posts/post-2')).toBe('post');
    expect(remoteOfPath('/no/such/page')).toBeNull();
  });

  it("is the map the servers write a page's first-screen hints from", () => {
    const { remoteOfPath: remoteOf } = freshModule();
    const remoteOfPath = (path: string) => remoteOf(table, path);
    const routes = [
      '/',
      '/signup',
      '/home',
      '/explore',
      '/bookmarks',
      '/profile/maya',
      '/posts/p-2',
    ];
    for (const route of [...routes, '/nowhere', '/profile', '/posts']) {
      expect(remoteOfRoute(route, remotesJson)).toBe(remoteOfPath(route));
    }
  });
});

describe('startPreloading', () => {
  it('on the login page, fetches the login page, then the feed a login leads to, nothing else', async () => {
    const { startPreloading } = freshModule();
    startPreloading(makeStore(), '/', table);
    await Promise.resolve();
    // The login page's own remote first; the feed waits until the page is idle.
    expect(preloaded()).toEqual(['auth']);
    await settle();

    expect(preloaded()).toEqual(['auth', 'feed']);
    expect(preloadMock).toHaveBeenCalledWith([{ nameOrAlias: 'feed', exposes: ['./pages'] }]);
    expect(loadRemote).toHaveBeenCalledWith('feed/pages');
  });

  it('once someone is signed in, fetches every remote of the navigation when idle, once', async () => {
    const { startPreloading, preloadRemotePages } = freshModule();
    const store = makeStore(signedIn);
    startPreloading(store, '/home', table);
    await Promise.resolve();
    expect(preloaded()).toEqual(['feed']);

    await settle();
    preloadRemotePages('profile');
    await settle();

    expect(preloaded()).toEqual(['feed', 'profile', 'post']);
  });

  it('tries a remote again later when its preload failed', async () => {
    const { preloadRemotePages } = freshModule();
    preloadMock.mockRejectedValueOnce(new Error('offline'));

    preloadRemotePages('post');
    await settle();
    preloadRemotePages('post');
    await settle();

    expect(preloaded()).toEqual(['post', 'post']);
  });
});
