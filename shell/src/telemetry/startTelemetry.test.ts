import { dispatchRemoteFallback, dispatchRemoteLoadFailed } from '../releases/releaseEvents';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { reportBoundaryError, startTelemetry } from './startTelemetry';

jest.mock('../releases/remotesJson', () => ({
  remotesJsonOfThisPage: async () => ({
    feed: {
      version: 'v3',
      manifest: '/apps/feed-app/v3/mf-manifest.json',
      canary: { version: 'v4', manifest: '/apps/feed-app/v4/mf-manifest.json', percent: 100 },
    },
    profile: { version: 'v2', manifest: '/apps/profile-app/v2/mf-manifest.json' },
  }),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

test('a page load reports its errors, load failures and fallbacks per app version when hidden', async () => {
  const sent: { url: string; body: string }[] = [];
  startTelemetry({
    firstScreenShown: new Promise(() => undefined),
    send: (url, body) => {
      sent.push({ url, body });
      return true;
    },
  });
  // Before remotes.json is read: kept, and counted once it is.
  reportBoundaryError(new RemoteLoadError('profile', 'The "profile" app did not answer.'));
  await settle();

  const thrown = new Error('x is undefined');
  thrown.stack = `TypeError: x is undefined\n    at Feed (http://localhost/apps/feed-app/v4/static/js/pages.js:1:10)`;
  window.dispatchEvent(new ErrorEvent('error', { error: thrown }));
  dispatchRemoteLoadFailed({ app: 'feed', version: 'v4', reason: 'integrity' });
  dispatchRemoteFallback({ app: 'feed', fromVersion: 'v4', toVersion: 'v3', reason: 'integrity' });
  window.history.pushState({}, '', '/profile/guest');
  hidePage();

  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe('/api/v2/telemetry');
  const report = JSON.parse(sent[0]!.body);
  expect(report).toMatchObject({
    session: expect.stringMatching(/^[0-9a-f]{32}$/),
    route: '/profile/:param',
    apps: [
      { app: 'shell', version: 'unversioned', errors: 0, loadFailures: 0, fallbacks: 0 },
      { app: 'profile', version: 'v2', errors: 0, loadFailures: 1, fallbacks: 0 },
      { app: 'feed', version: 'v4', errors: 1, loadFailures: 1, fallbacks: 1 },
      { app: 'feed', version: 'v3', errors: 0, loadFailures: 0, fallbacks: 0 },
    ],
  });
  expect(sent[0]!.body).not.toContain('guest');

  // Hidden again with nothing new: nothing sent.
  hidePage();
  expect(sent).toHaveLength(1);
});
