import 'urlpattern-polyfill';
import { FIRST_READS_GLOBAL } from '@murmur/contract';
import { STORAGE_KEYS, makeStore, restoreSession } from '@murmur/core';
import { productRemotesJson } from '@murmur/testing';
import { startFirstReads } from './firstReads';

jest.mock('../releases/remotesJson', () => ({
  remotesJsonOfThisPage: async () => productRemotesJson(),
}));

const built = process.env.MURMUR_MOCK_API;
const realFetch = global.fetch;
const me = { user: { id: 'u1', username: 'guest' } };

function answering() {
  return jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(url.endsWith('/v2/me') ? me : { items: [] }),
  }));
}

beforeEach(() => {
  process.env.MURMUR_MOCK_API = 'false'; // the API server: nothing to wait for
  window.history.replaceState(null, '', '/home');
  localStorage.clear();
  global.fetch = answering() as unknown as typeof fetch;
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
  global.fetch = realFetch;
  if (built === undefined) delete process.env.MURMUR_MOCK_API;
  else process.env.MURMUR_MOCK_API = built;
});

const askedUrls = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => url as string);

const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.username, 'guest');
  localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
};

it("ask for a signed-in page's session check and its route's reads, with the stored token", async () => {
  signIn();
  await startFirstReads(null);
  expect(askedUrls()).toEqual(['/api/v2/me', '/api/v2/timelines/home', '/api/v2/suggestions']);
  expect((global.fetch as jest.Mock).mock.calls[0][1]).toEqual({
    headers: { accept: 'application/json', authorization: 'stored-token' },
  });
});

it('answer the first call of the app for them: the session check asks nothing again', async () => {
  signIn();
  await startFirstReads(null);
  const store = makeStore();
  const restored = await store.dispatch(restoreSession());
  expect(restored.payload).toEqual({ user: me.user, token: 'stored-token' });
  expect(askedUrls().filter((url) => url === '/api/v2/me')).toHaveLength(1);
});

it('ask nothing without a stored session, or when the page resets the demo', async () => {
  await startFirstReads(null);
  localStorage.setItem(STORAGE_KEYS.token, 'a token without its username');
  await startFirstReads(null);
  signIn();
  window.history.replaceState(null, '', '/home?reset-demo');
  await startFirstReads(null);
  expect(global.fetch).not.toHaveBeenCalled();
});

it('ask nothing where the mock runs in the page: its calls wait for it', async () => {
  process.env.MURMUR_MOCK_API = 'true';
  signIn();
  await startFirstReads(Promise.reject(new Error('the browser refused the worker')));
  expect(global.fetch).not.toHaveBeenCalled();
  const reads = (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL] as Map<
    string,
    Promise<unknown>
  >;
  expect(await reads.get('/api/v2/me stored-token')).toBeNull();
});

it("ask once the mock's worker controls the page", async () => {
  process.env.MURMUR_MOCK_API = 'true';
  signIn();
  const events = new EventTarget();
  const serviceWorker = Object.assign(events, { controller: null as object | null });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  try {
    const asked = startFirstReads(Promise.resolve({} as ServiceWorkerRegistration));
    await new Promise((settle) => setTimeout(settle, 10));
    expect(global.fetch).not.toHaveBeenCalled();
    serviceWorker.controller = {};
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    await asked;
    expect(askedUrls()).toContain('/api/v2/timelines/home');
  } finally {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  }
});
