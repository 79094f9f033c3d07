import { withPreviewEntry } from './remotesJsonOfThisBrowser';

const live = {
  feed: {
    version: 'v2',
    manifest: '/apps/feed-app/v2/mf-manifest.json',
    routes: [{ path: '/home' }],
    canary: { version: 'v3', manifest: '/apps/feed-app/v3/mf-manifest.json', percent: 50 },
  },
  post: { version: 'v1', manifest: '/apps/post-app/v1/mf-manifest.json' },
};

test('a preview takes its remote’s place, with its own version, manifest and routes', () => {
  const preview = {
    remote: 'feed',
    version: 'v4',
    manifestUrl: 'http://localhost/apps/feed-app/v4/mf-manifest.json',
    routes: [{ path: '/home' }, { path: '/trending' }],
  };
  expect(withPreviewEntry(live, preview)).toEqual({
    // No canary: a preview's browser runs the preview, whatever its bucket.
    feed: {
      version: 'v4',
      manifest: 'http://localhost/apps/feed-app/v4/mf-manifest.json',
      routes: [{ path: '/home' }, { path: '/trending' }],
    },
    post: live.post,
  });
});

test('no preview, or one of a remote the pointer does not name, leaves remotes.json as it is', () => {
  expect(withPreviewEntry(live, null)).toBe(live);
  const elsewhere = { remote: 'messages', version: 'v1', manifestUrl: '/m.json', routes: null };
  expect(withPreviewEntry(live, elsewhere)).toBe(live);
});
