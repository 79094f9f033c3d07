import { chosenManifests, manifestFor } from './remotesPointer';

const page = 'http://localhost:4500/home';
const pointer = {
  version: 'v2',
  manifest: '/apps/feed-app/v2/mf-manifest.json',
  canary: { version: 'v3', manifest: '/apps/feed-app/v3/mf-manifest.json', percent: 25 },
};

test("a plain URL is the remote's manifest, whatever the bucket", () => {
  expect(manifestFor('http://localhost:4002/mf-manifest.json', 3, page)).toBe(
    'http://localhost:4002/mf-manifest.json',
  );
});

test("a store's pointer gives buckets below the canary's share the canary, the others the live version", () => {
  expect(manifestFor(pointer, 0, page)).toBe(
    'http://localhost:4500/apps/feed-app/v3/mf-manifest.json',
  );
  expect(manifestFor(pointer, 24, page)).toBe(
    'http://localhost:4500/apps/feed-app/v3/mf-manifest.json',
  );
  expect(manifestFor(pointer, 25, page)).toBe(
    'http://localhost:4500/apps/feed-app/v2/mf-manifest.json',
  );
  expect(manifestFor(pointer, 99, page)).toBe(
    'http://localhost:4500/apps/feed-app/v2/mf-manifest.json',
  );
});

test('without a canary every bucket gets the live version', () => {
  const { canary: _none, ...live } = pointer;
  expect(manifestFor(live, 0, page)).toBe(
    'http://localhost:4500/apps/feed-app/v2/mf-manifest.json',
  );
});

test('a canary that is not well formed is ignored, an entry that is neither is none', () => {
  const broken = { ...pointer, canary: { manifest: '/apps/feed-app/v3/mf-manifest.json' } };
  expect(manifestFor(broken, 0, page)).toBe(
    'http://localhost:4500/apps/feed-app/v2/mf-manifest.json',
  );
  expect(manifestFor({ version: 'v2' }, 0, page)).toBeNull();
  expect(manifestFor(42, 0, page)).toBeNull();
});

test('every remote of remotes.json with the manifest this bucket takes', () => {
  expect(
    chosenManifests({ feed: pointer, post: 'http://localhost:4004/mf-manifest.json' }, 10),
  ).toEqual({
    feed: 'http://localhost/apps/feed-app/v3/mf-manifest.json',
    post: 'http://localhost:4004/mf-manifest.json',
  });
});
