import { dispatchRemoteFallback, dispatchRemoteLoadFailed } from '../releases/releaseEvents';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { askForTelemetryTicket, reportBoundaryError, startTelemetry } from './startTelemetry';
import type * as StartTelemetryModule from './startTelemetry';

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

const HOUR_MS = 3_600_000;
const asked: { url: string; init: RequestInit }[] = [];

/** An answer of the ticket call, read without the network's own pace. */
const answered = (status: number, body: unknown) =>
  ({ status, json: async () => body }) as unknown as Response;
let ticketAnswer: () => Response;

test('a page load asks for its ticket once the API answers, and reports its errors, load failures and fallbacks per app version with it when hidden', async () => {
  const sent: { url: string; body: string }[] = [];
  ticketAnswer = () =>
    answered(201, {
      ticket: 'header.claims.signature',
      expiresAt: new Date(Date.now() + HOUR_MS).toISOString(),
    });
  startTelemetry({
    firstScreenShown: new Promise(() => undefined),
    send: (url, body) => {
      sent.push({ url, body });
      return true;
    },
  });
  askForTelemetryTicket(Promise.resolve('page'), async (url, init) => {
    asked.push({ url, init });
    return ticketAnswer();
  });
  await settle();
  expect(asked).toEqual([
    { url: '/api/v2/telemetry/ticket', init: expect.objectContaining({ method: 'POST' }) },
  ]);
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
    ticket: 'header.claims.signature',
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

describe('without a ticket that is still good, nothing is sent', () => {
  const later = () => new Date(Date.now() + HOUR_MS).toISOString();
  const answers = [
    ['the API refused one', () => answered(403, { errors: ['no'] }), 0],
    [
      'it has expired',
      () => answered(201, { ticket: 'a.b.c', expiresAt: '2000-01-01T00:00:00Z' }),
      0,
    ],
    [
      '(with a good one, the same page sends)',
      () => answered(201, { ticket: 'a.b.c', expiresAt: later() }),
      1,
    ],
  ] as const;

  it.each(answers)('%s', async (_case, answer, reports) => {
    jest.resetModules();
    const fresh = jest.requireActual<typeof StartTelemetryModule>('./startTelemetry');
    const sent: string[] = [];
    fresh.startTelemetry({
      firstScreenShown: new Promise(() => undefined),
      send: (_url, body) => {
        sent.push(body);
        return true;
      },
    });
    fresh.askForTelemetryTicket(Promise.resolve('page'), async () => answer());
    await settle();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('seen, not sent') }));
    hidePage();
    expect(sent).toHaveLength(reports);
  });
});
