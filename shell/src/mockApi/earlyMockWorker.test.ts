import { STORAGE_KEYS, readMockApiSettings } from '@murmur/core';
import { workerUrl } from '@murmur/mock-api/worker-settings';
import {
  SESSION_TOKEN_KEY,
  SESSION_USERNAME_KEY,
  registerMockWorkerEarly,
  storedWorkerSettings,
} from './earlyMockWorker';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('storedWorkerSettings', () => {
  it.each<Record<string, string>>([
    {},
    { 'murmur.mockDelay': '0' },
    { 'murmur.mockDelay': '0', 'murmur.mockSeedPosts': '5000' },
    { 'murmur.mockDelay': 'fast', 'murmur.mockSeedPosts': '-3' },
  ])('names the worker the start-up registers for %j', (values) => {
    const storage = storageWith(values);
    expect(workerUrl(storedWorkerSettings(storage))).toBe(workerUrl(readMockApiSettings(storage)));
  });

  it('names the default worker when storage cannot be read', () => {
    expect(workerUrl(storedWorkerSettings(null))).toBe(workerUrl(readMockApiSettings(null)));
  });
});

it('reads the session under the keys core keeps it in', () => {
  expect(SESSION_TOKEN_KEY).toBe(STORAGE_KEYS.token);
  expect(SESSION_USERNAME_KEY).toBe(STORAGE_KEYS.username);
});

describe('registerMockWorkerEarly', () => {
  const built = process.env.MURMUR_MOCK_API;
  beforeEach(() => {
    process.env.MURMUR_MOCK_API = 'true'; // a build with the mock
  });
  afterEach(() => {
    if (built === undefined) delete process.env.MURMUR_MOCK_API;
    else process.env.MURMUR_MOCK_API = built;
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'isSecureContext');
    localStorage.clear();
  });

  it('registers nothing where the browser runs no service worker (jsdom)', () => {
    expect(() => registerMockWorkerEarly()).not.toThrow();
  });

  const offerWorkers = () => {
    const register = jest.fn(() => Promise.reject(new Error('refused')));
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    return register;
  };

  it('registers the worker of the page settings for the whole origin, waiting for nothing', () => {
    const register = offerWorkers();
    localStorage.setItem('username', 'guest');
    localStorage.setItem('encodedToken', 'a-token');
    localStorage.setItem('murmur.mockDelay', '0');
    registerMockWorkerEarly();
    expect(register).toHaveBeenCalledWith('/mock-api-worker.js?delay=0', { scope: '/' });
  });

  it('leaves a page without a session (the login page) to register it once drawn', () => {
    const register = offerWorkers();
    registerMockWorkerEarly();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers it at once on a login page the server drew: it is shown already', () => {
    const register = offerWorkers();
    document.body.innerHTML = '<script type="application/json" id="murmur-drawn">{}</script>';
    registerMockWorkerEarly();
    document.body.innerHTML = '';
    expect(register).toHaveBeenCalledWith('/mock-api-worker.js?delay=400', { scope: '/' });
  });
});
