import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_FALLBACK_EVENT, REMOTE_LOAD_FAILED_EVENT } from '../../releases/releaseEvents';
import { RemoteLoadError } from '../RemoteLoadError';
import { pinCurrentVersions } from '../integrity/pinPointer';
import { pinnedFile } from '../integrity/pinnedFiles';
import { forgetFallbacks } from './lastGoodFallback';
import { mayRecoverFromCrash, markRendered, recoverFromCrash, forgetRendered } from './firstRender';
import { RETRY_PAUSES_MS, loadRemoteGuarded } from './loadRemoteGuarded';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(),
}));

const ORIGIN = window.location.origin;
const manifest = (version: string) => `${ORIGIN}/apps/feed-app/${version}/mf-manifest.json`;
const entry = (version: string) => ({
  version,
  manifest: `/apps/feed-app/${version}/mf-manifest.json`,
  integrity: { 'remoteEntry.js': `sha384-${version}` },
});
const failure = () => new RemoteLoadError('feed', 'The "feed" app did not answer.');
const pages = { HomePage: () => null };

let events: { type: string; detail: unknown }[];
const record = (event: Event) =>
  events.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  events = [];
  window.addEventListener(REMOTE_LOAD_FAILED_EVENT, record);
  window.addEventListener(REMOTE_FALLBACK_EVENT, record);
  forgetFallbacks();
  forgetRendered();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(getInstance).mockReturnValue({
    options: { remotes: [{ name: 'feed', entry: manifest('v3') }] },
  } as unknown as ReturnType<typeof getInstance>);
  pinCurrentVersions({ feed: { ...entry('v3'), lastGood: entry('v2') } }, 50);
});
afterEach(() => {
  window.removeEventListener(REMOTE_LOAD_FAILED_EVENT, record);
  window.removeEventListener(REMOTE_FALLBACK_EVENT, record);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Runs the load, letting the retries' pauses pass. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  for (const pauseMs of RETRY_PAUSES_MS) await jest.advanceTimersByTimeAsync(pauseMs);
  return promise;
}

test('a network failure is tried again, with growing pauses, before anything else', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(failure()).mockResolvedValueOnce(pages);
  await expect(settle(loadRemoteGuarded('feed/pages'))).resolves.toBe(pages);
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(events).toEqual([]);
});

test('a version that will not load is replaced by the last good one, re-registered by force, and reported', async () => {
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(failure())
    .mockRejectedValueOnce(failure())
    .mockRejectedValueOnce(failure())
    .mockResolvedValueOnce(pages);
  await expect(settle(loadRemoteGuarded('feed/pages'))).resolves.toBe(pages);

  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'feed', entry: manifest('v2') }], {
    force: true,
  });
  expect(pinnedFile(`${ORIGIN}/apps/feed-app/v2/remoteEntry.js`)?.integrity).toBe('sha384-v2');
  expect(events).toEqual([
    { type: REMOTE_LOAD_FAILED_EVENT, detail: { app: 'feed', version: 'v3', reason: 'network' } },
    {
      type: REMOTE_FALLBACK_EVENT,
      detail: { app: 'feed', fromVersion: 'v3', toVersion: 'v2', reason: 'network' },
    },
  ]);
});

test('when the last good version fails too, its failure reaches the page', async () => {
  jest.mocked(loadRemote).mockRejectedValue(failure());
  const outcome = expect(loadRemoteGuarded('feed/pages')).rejects.toThrow(
    'The "feed" app did not answer.',
  );
  await jest.advanceTimersByTimeAsync(5_000);
  await outcome;
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

test('a remote the page overrides stays where the override points', async () => {
  jest.mocked(getInstance).mockReturnValue({
    options: { remotes: [{ name: 'feed', entry: 'http://localhost:3002/mf-manifest.json' }] },
  } as unknown as ReturnType<typeof getInstance>);
  jest.mocked(loadRemote).mockRejectedValue(failure());
  await expect(loadRemoteGuarded('feed/pages')).rejects.toThrow('did not answer');
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(registerRemotes).not.toHaveBeenCalled();
});

test('a page that crashes on its first render moves its remote to the last good version, once', () => {
  const crash = new Error('Cannot read properties of undefined');
  expect(mayRecoverFromCrash('feed', crash)).toBe(true);
  expect(mayRecoverFromCrash('feed', failure())).toBe(false);
  expect(recoverFromCrash('feed')).toBe(true);
  expect(events.at(-1)).toEqual({
    type: REMOTE_FALLBACK_EVENT,
    detail: { app: 'feed', fromVersion: 'v3', toVersion: 'v2', reason: 'render' },
  });
  expect(mayRecoverFromCrash('feed', crash)).toBe(false);
});

test('a crash after the remote has rendered is the page’s own', () => {
  markRendered('feed');
  expect(mayRecoverFromCrash('feed', new Error('later'))).toBe(false);
});
