import { startMockWorker } from './mockWorker';

const settings = { timing: 0, seedPosts: undefined };

/** A browser that offers service workers: a secure context (https, localhost) with a container. */
function offerWorkers(container: Partial<ServiceWorkerContainer>) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, addEventListener() {}, removeEventListener() {}, ...container },
  });
}

describe('startMockWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'isSecureContext');
    jest.restoreAllMocks();
  });

  it('answers false where the browser runs no service worker (jsdom), so the page runs the mock', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(startMockWorker(settings)).resolves.toBe(false);
  });

  it('answers false when the browser refuses the worker', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    offerWorkers({ register: () => Promise.reject(new DOMException('refused', 'SecurityError')) });
    await expect(startMockWorker(settings)).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('answers false when the browser leaves the registration unanswered', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    offerWorkers({ register: () => new Promise<ServiceWorkerRegistration>(() => {}) });
    const started = startMockWorker(settings);
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(started).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('registers the worker with the page settings in its URL, for the whole origin', async () => {
    const register = jest.fn(() => Promise.reject(new Error('stop here')));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    offerWorkers({ register });
    await startMockWorker({ timing: 0, seedPosts: 5000 });
    expect(register).toHaveBeenCalledWith('/mock-api-worker.js?delay=0&seedPosts=5000', {
      scope: '/',
    });
  });
  it('waits for a version being installed to take the page over before answering', async () => {
    const url = new URL('/mock-api-worker.js?delay=0', location.href).href;
    const listeners = new Set<() => void>();
    const registration: { installing: object | null; waiting: null; active: object } = {
      installing: {},
      waiting: null,
      active: { postMessage() {} },
    };
    const container = {
      controller: { scriptURL: url },
      ready: Promise.resolve(registration),
      register: () => Promise.resolve(registration),
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    offerWorkers(container as unknown as Partial<ServiceWorkerContainer>);
    Object.assign(registration, { update: () => Promise.resolve() });

    let answer: boolean | undefined;
    const started = startMockWorker({ timing: 0, seedPosts: undefined }).then((value) => {
      answer = value;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answer).toBeUndefined();

    // The new version activated and claimed the page.
    registration.installing = null;
    for (const listener of listeners) listener();
    await started;
    expect(answer).toBe(true);
  });
});
