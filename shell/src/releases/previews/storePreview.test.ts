import { findStorePreview } from './storePreview';

const request = { app: 'feed-app', name: 'new-feed' };
const entry = {
  app: 'feed-app',
  remote: 'feed',
  name: 'new-feed',
  version: 'v4',
  manifest: '/apps/feed-app/v4/mf-manifest.json',
  created: '2026-11-27T00:00:00.000Z',
  expires: '2026-12-04T00:00:00.000Z',
};
const now = Date.parse('2026-11-28T00:00:00Z');

test('the store names the preview’s version and manifest', () => {
  expect(findStorePreview([entry], request, now)).toEqual({
    app: 'feed-app',
    remote: 'feed',
    name: 'new-feed',
    version: 'v4',
    manifest: '/apps/feed-app/v4/mf-manifest.json',
    expires: '2026-12-04T00:00:00.000Z',
  });
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
