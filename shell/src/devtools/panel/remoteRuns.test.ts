import { remoteRun, type RemoteFacts } from './remoteRuns';

const pointer = {
  version: 'v4',
  manifest: '/apps/feed-app/v4/mf-manifest.json',
  canary: { version: 'v5', manifest: '/apps/feed-app/v5/mf-manifest.json', percent: 10 },
};
const facts = (changes: Partial<RemoteFacts> = {}): RemoteFacts => ({
  remote: 'feed',
  entry: pointer,
  bucket: 50,
  registered: 'http://localhost:4570/apps/feed-app/v4/mf-manifest.json',
  override: null,
  preview: null,
  fallback: null,
  failures: [],
  ...changes,
});

test('live for a bucket above the canary’s share, saying who gets the canary', () => {
  expect(remoteRun(facts())).toMatchObject({
    version: 'v4',
    why: 'live',
    because:
      'The live version for everyone (its canary v5 goes to buckets below 10; this browser’s is 50).',
  });
});

test('the canary for a bucket below its share, naming both', () => {
  expect(remoteRun(facts({ bucket: 3 }))).toMatchObject({
    version: 'v5',
    why: 'canary',
    because: 'The canary, for 10 % of sessions: this browser’s bucket is 3, below 10.',
  });
});

test('the last good version after a failure, with the failure and the file refused', () => {
  const run = remoteRun(
    facts({
      fallback: { app: 'feed', fromVersion: 'v4', toVersion: 'v3', reason: 'integrity' },
      failures: [{ app: 'feed', version: 'v4', reason: 'integrity', file: 'static/js/a.js' }],
    }),
  );
  expect(run).toMatchObject({ version: 'v3', why: 'last good' });
  expect(run.failure).toBe(
    'v4 failed: a file of it was refused for its bytes (static/js/a.js is not the file deployed).',
  );
  expect(
    remoteRun(
      facts({ fallback: { app: 'feed', fromVersion: 'v4', toVersion: 'v3', reason: 'render' } }),
    ).failure,
  ).toBe('v4 failed: its page threw on its first render.');
});

test('an override and a preview say so; a bare URL is no store’s', () => {
  expect(remoteRun(facts({ override: 'http://localhost:3002/mf-manifest.json' })).why).toBe(
    'override',
  );
  expect(remoteRun(facts({ preview: { name: 'new-feed', version: 'v6' } }))).toMatchObject({
    version: 'v6',
    why: 'preview',
    because: 'This browser opened the preview “new-feed” by its link.',
  });
  expect(remoteRun(facts({ entry: 'http://localhost:4002/mf-manifest.json' })).why).toBe(
    'no store',
  );
});
