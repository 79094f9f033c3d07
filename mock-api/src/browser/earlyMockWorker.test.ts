import { registerMockWorkerEarly } from './earlyMockWorker';

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
    expect(() => registerMockWorkerEarly(true)).not.toThrow();
  });

  const offerWorkers = () => {
    const register = jest.fn(() => Promise.reject(new Error('refused')));
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    return register;
  };

  it('registers the worker of the page settings for the whole origin, waiting for nothing', () => {
    const register = offerWorkers();
    localStorage.setItem('murmur.mockDelay', '0');
    registerMockWorkerEarly(true);
    expect(register).toHaveBeenCalledWith('/mock-api-worker.js?delay=0', { scope: '/' });
  });

  it('leaves a page without a session (the login page) to register it once drawn', () => {
    const register = offerWorkers();
    registerMockWorkerEarly(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers it at once on a login page the server drew: it is shown already', () => {
    const register = offerWorkers();
    document.body.innerHTML = '<script type="application/json" id="murmur-drawn">{}</script>';
    registerMockWorkerEarly(false);
    document.body.innerHTML = '';
    expect(register).toHaveBeenCalledWith('/mock-api-worker.js?delay=400', { scope: '/' });
  });
});
