/**
 * A preview as the release store's previews.json records it (tools/releases/src/previews/
 * previewsFile.ts), for the tests of the shell's reading of it: feed-app's "new-feed" on v4,
 * with no routes or hashes and far from expiring, unless a test gives its own.
 */
export function storedPreview<Changes extends object = object>(changes: Changes = {} as Changes) {
  return {
    app: 'feed-app',
    remote: 'feed',
    name: 'new-feed',
    version: 'v4',
    manifest: '/apps/feed-app/v4/mf-manifest.json',
    created: '2026-11-27T00:00:00.000Z',
    expires: '2999-01-01T00:00:00.000Z',
    ...changes,
  };
}
