import { findStorePreview } from './storePreview';
import { storedPreview } from './testing/storedPreview';

const request = { app: 'feed-app', name: 'new-feed' };
const entry = storedPreview({
  routes: [{ path: '/home', page: 'HomePage', what: 'The feed', access: 'signed-in' }],
  integrity: { 'remoteEntry.js': 'sha384-abc' },
  expires: '2026-12-04T00:00:00.000Z',
});
const now = Date.parse('2026-11-28T00:00:00Z');

test('the store names the preview’s version, manifest, routes and hashes', () => {
  expect(findStorePreview([entry], request, now)).toEqual({
    app: 'feed-app',
    remote: 'feed',
    name: 'new-feed',
    version: 'v4',
    manifest: '/apps/feed-app/v4/mf-manifest.json',
    routes: entry.routes,
    integrity: entry.integrity,
    expires: '2026-12-04T00:00:00.000Z',
  });
});

test('a preview recorded without routes or hashes has none', () => {
  const { routes: _routes, integrity: _integrity, ...bare } = entry;
  expect(findStorePreview([bare], request, now)).toMatchObject({ routes: null, integrity: null });
});

test('a preview removed, expired, or pointing outside its app’s versions is none', () => {
  const missing = (json: unknown, at = now) =>
    (findStorePreview(json, request, at) as { missing: string }).missing;
  expect(missing([])).toContain('is not in the store');
  expect(missing(null)).toContain('is not in the store');
  expect(missing([entry], Date.parse(entry.expires))).toContain('expired');
  for (const manifest of [
    'https://evil.example/apps/feed-app/v4/mf-manifest.json',
    '//evil.example/apps/feed-app/v4/mf-manifest.json',
    '/apps/post-app/v4/mf-manifest.json',
    '/apps/feed-app/v4/../../x/mf-manifest.json',
  ]) {
    expect(missing([{ ...entry, manifest }])).toContain('does not name a version of feed-app');
  }
});
