import type * as Watch from './newReleaseWatch';
import type { PageRelease } from './releaseCheck';

const loaded: PageRelease = { remotes: { feed: 'http://x/v1.json' }, shellVersion: 'v1' };
const newer: PageRelease = { remotes: { feed: 'http://x/v2.json' }, shellVersion: 'v1' };

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });

/** The tab goes to the background and comes back into view. */
function comeBack() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

let watch: typeof Watch;
let clock: number;
let stop: () => void;
const read = jest.fn<Promise<PageRelease>, []>();
const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  jest.isolateModules(() => {
    watch = jest.requireActual('./newReleaseWatch');
  });
  clock = 1_000_000;
  read.mockReset();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  stop = watch.watchForNewRelease(loaded, { read, now: () => clock });
});

afterEach(() => stop());

test('checks when the tab comes back into view, a minute after the last check at the earliest', async () => {
  read.mockResolvedValue(loaded);
  comeBack();
  expect(read).not.toHaveBeenCalled(); // the page itself was loaded moments ago

  clock += watch.CHECK_INTERVAL_MS;
  comeBack();
  comeBack();
  expect(read).toHaveBeenCalledTimes(1);

  clock += watch.CHECK_INTERVAL_MS - 1;
  comeBack();
  expect(read).toHaveBeenCalledTimes(1);
  clock += 1;
  comeBack();
  expect(read).toHaveBeenCalledTimes(2);
  await settle();
  expect(watch.isNewReleaseAvailable()).toBe(false);
});

test('offers the new release once the pointers changed, and tells whoever listens', async () => {
  read.mockResolvedValue(newer);
  const listener = jest.fn();
  watch.subscribeToNewRelease(listener);

  clock += watch.CHECK_INTERVAL_MS;
  comeBack();
  await settle();

  expect(watch.isNewReleaseAvailable()).toBe(true);
  expect(listener).toHaveBeenCalledTimes(1);
  expect(console.info).toHaveBeenCalledWith(
    'Murmur: a new version is live (feed); reload the page to use it.',
  );
  // Once offered, it asks no more.
  clock += watch.CHECK_INTERVAL_MS;
  comeBack();
  expect(read).toHaveBeenCalledTimes(1);
});

test('a check that fails is tried again on a later visit', async () => {
  read.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(newer);
  clock += watch.CHECK_INTERVAL_MS;
  comeBack();
  await settle();
  expect(watch.isNewReleaseAvailable()).toBe(false);

  clock += watch.CHECK_INTERVAL_MS;
  comeBack();
  await settle();
  expect(watch.isNewReleaseAvailable()).toBe(true);
});
