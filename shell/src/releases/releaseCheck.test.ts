import { changedApps } from './releaseCheck';
import { shellVersionOf } from './shellVersionMeta';

const loaded = {
  remotes: { feed: 'http://x/apps/feed-app/v2/mf-manifest.json', post: 'http://x/p1.json' },
  shellVersion: 'v4',
};

test("reads the shell's version from a release store's page", () => {
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><meta name="murmur-shell-version" content="v7"><title>Murmur</title>';
  expect(shellVersionOf(html)).toBe('v7');
  expect(shellVersionOf('<!doctype html><title>Murmur</title>')).toBeNull();
});

test('nothing changed: no app to report', () => {
  expect(changedApps(loaded, { ...loaded })).toEqual([]);
});

test('a remote whose pointer now gives this page another manifest has changed', () => {
  const now = {
    ...loaded,
    remotes: { ...loaded.remotes, feed: 'http://x/apps/feed-app/v3/mf-manifest.json' },
  };
  expect(changedApps(loaded, now)).toEqual(['feed']);
});

test('another live shell is a change; a page outside a release store never reports the shell', () => {
  expect(changedApps(loaded, { ...loaded, shellVersion: 'v5' })).toEqual(['shell']);
  const served = { ...loaded, shellVersion: null };
  expect(changedApps(served, { ...served, shellVersion: null })).toEqual([]);
});

test('a remote deployed for the first time, or removed, is a change: open pages get the prompt', () => {
  const added = {
    ...loaded,
    remotes: { ...loaded.remotes, messages: 'http://x/apps/messages-app/v1/mf-manifest.json' },
  };
  expect(changedApps(loaded, added)).toEqual(['messages']);
  expect(changedApps(added, loaded)).toEqual(['messages']);
});
