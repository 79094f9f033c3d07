import { guardsFor } from './pointerGuards';

const BASE = 'http://localhost:4500/home';
const pinned = (version: string) => ({
  version,
  manifest: `/apps/feed-app/${version}/mf-manifest.json`,
  integrity: { 'remoteEntry.js': `sha384-${version}`, 'integrity.json': `sha384-list-${version}` },
});
const absolute = (version: string) => ({
  ...pinned(version),
  manifest: `http://localhost:4500/apps/feed-app/${version}/mf-manifest.json`,
});

test('a store pointer gives the version this page takes, pinned, and its last good one', () => {
  const entry = { ...pinned('v3'), lastGood: pinned('v2') };
  expect(guardsFor(entry, 10, BASE)).toEqual({ current: absolute('v3'), fallback: absolute('v2') });
});

test('a session on the canary falls back to the live version, the others to the last good', () => {
  const entry = {
    ...pinned('v3'),
    canary: { ...pinned('v4'), percent: 20 },
    lastGood: pinned('v2'),
  };
  expect(guardsFor(entry, 5, BASE)).toEqual({ current: absolute('v4'), fallback: absolute('v3') });
  expect(guardsFor(entry, 50, BASE)).toEqual({ current: absolute('v3'), fallback: absolute('v2') });
});

test('a bare URL (npm run serve, dev servers) pins nothing and has nothing to fall back to', () => {
  expect(guardsFor('http://localhost:4002/mf-manifest.json', 10, BASE)).toBeNull();
});

test('a pointer without hashes or last good (written before them) still loads, unguarded', () => {
  const entry = { version: 'v1', manifest: '/apps/feed-app/v1/mf-manifest.json' };
  expect(guardsFor(entry, 10, BASE)).toEqual({
    current: { version: 'v1', manifest: absolute('v1').manifest, integrity: null },
    fallback: null,
  });
});

test('values that are no hashes are left out', () => {
  const entry = { ...pinned('v1'), integrity: { 'remoteEntry.js': 42, 'x.js': 'md5-nope' } };
  expect(guardsFor(entry, 10, BASE)!.current.integrity).toBeNull();
});
