/**
 * Production fails closed (docs/releases.md, "Integrity"): a release store's pointer naming a
 * version without its hashes, as someone able to write remotes.json could strip them to slip a
 * changed file past the checks, gets nothing loaded: the version is refused as a tampered file
 * is, before its manifest is even asked for.
 */
import { pinCurrentVersions } from './pinPointer';
import { forgetPins } from './pinnedFiles';
import { refusalOf } from './refusedFiles';
import { forgetUnpinned } from './unpinnedVersions';
import { fetchPinned } from './versionLists';

const MANIFEST = '/apps/feed-app/v2/mf-manifest.json';
const stripped = {
  feed: {
    version: 'v2',
    manifest: MANIFEST,
    lastGood: { version: 'v1', manifest: '/apps/feed-app/v1/mf-manifest.json' },
  },
};
const answer = { ok: true, json: () => Promise.resolve({}) } as Response;
const fetchMock = jest.fn(() => Promise.resolve(answer));
const nodeEnv = process.env.NODE_ENV;

/** A page as a release store serves it (its version meta), of a build for `mode`. */
function storePage(mode: 'production' | 'development', servedByStore = true) {
  process.env.NODE_ENV = mode;
  document.head.innerHTML = servedByStore ? '<meta name="murmur-shell-version" content="v3">' : '';
}

beforeEach(() => {
  forgetPins();
  forgetUnpinned();
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  jest.restoreAllMocks();
});

test('a version the store names without hashes is refused in production, before it is fetched', async () => {
  storePage('production');
  const failures: unknown[] = [];
  const listen = (event: Event) => failures.push((event as CustomEvent).detail);
  window.addEventListener('murmur:remote-load-failed', listen);
  pinCurrentVersions(stripped, 50);

  await expect(fetchPinned(MANIFEST)).rejects.toThrow(
    'The "feed" app v2 was refused: the store names it without the hashes of its files.',
  );
  // Nothing of the version asked for; said once, as a refused file is, so the page falls back.
  expect(fetchMock).not.toHaveBeenCalled();
  await expect(fetchPinned(MANIFEST)).rejects.toThrow('was refused');
  expect(failures).toEqual([
    { app: 'feed', version: 'v2', reason: 'integrity', file: 'mf-manifest.json' },
  ]);
  expect((await refusalOf('feed'))?.message).toContain('without the hashes of its files');
  window.removeEventListener('murmur:remote-load-failed', listen);
});

test('a bare manifest URL in a store page is refused too: an entry with no hashes at all', async () => {
  storePage('production');
  pinCurrentVersions({ feed: MANIFEST }, 50);
  await expect(fetchPinned(MANIFEST)).rejects.toThrow('The "feed" app was refused');
});

test('npm run serve (no store page) and development builds check nothing, as before', async () => {
  storePage('production', false);
  pinCurrentVersions(stripped, 50);
  await expect(fetchPinned(MANIFEST)).resolves.toBe(answer);

  forgetUnpinned();
  storePage('development');
  pinCurrentVersions(stripped, 50);
  await expect(fetchPinned(MANIFEST)).resolves.toBe(answer);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
