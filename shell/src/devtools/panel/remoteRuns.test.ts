import { remoteRun, type RemoteFacts } from './remoteRuns';

const BASE = 'http://localhost:4570/home';
const manifest = (version: string) =>
  `http://localhost:4570/apps/feed-app/${version}/mf-manifest.json`;
const pointer = {
  version: 'v4',
  manifest: '/apps/feed-app/v4/mf-manifest.json',
  canary: { version: 'v5', manifest: '/apps/feed-app/v5/mf-manifest.json', percent: 10 },
};
const facts = (changes: Partial<RemoteFacts> = {}): RemoteFacts => ({
  remote: 'feed',
  entry: pointer,
  bucket: 50,
  registered: manifest('v4'),
  overrideAsked: false,
  previewAsked: null,
  fallback: null,
  failures: [],
  base: BASE,
  ...changes,
});

test('live, saying who gets the canary', () => {
  expect(remoteRun(facts())).toMatchObject({
    version: 'v4',
    why: 'live',
    because:
      'The live version for everyone (its canary v5 goes to buckets below 10; this browser’s is 50).',
  });
});

test('the canary, with this browser’s bucket and the share', () => {
  expect(remoteRun(facts({ bucket: 3, registered: manifest('v5') }))).toMatchObject({
    version: 'v5',
    why: 'canary',
    because: 'The canary, for 10 % of sessions: this browser’s bucket is 3, below 10.',
  });
});

test('the last good version after a failure, with the failure and the file refused', () => {
  const run = remoteRun(
    facts({
      registered: manifest('v3'),
      fallback: { app: 'feed', fromVersion: 'v4', toVersion: 'v3', reason: 'integrity' },
      failures: [{ app: 'feed', version: 'v4', reason: 'integrity', file: 'static/js/a.js' }],
    }),
  );
  expect(run).toMatchObject({ version: 'v3', why: 'last good' });
  expect(run.failure).toBe(
    'v4 failed: a file of it was refused for its bytes (static/js/a.js is not the file deployed).',
  );
  const render = { app: 'feed', fromVersion: 'v4', toVersion: 'v3', reason: 'render' } as const;
  expect(remoteRun(facts({ fallback: render })).failure).toBe(
    'v4 failed: its page threw on its first render.',
  );
});

test('a preview, an override, a bare URL and a pointer that moved since, each said', () => {
  const previewing = facts({
    registered: manifest('v6'),
    previewAsked: { app: 'feed-app', name: 'new-feed' },
  });
  expect(remoteRun(previewing)).toMatchObject({
    version: 'v6',
    why: 'preview',
    because: 'This browser opened the preview “new-feed” by its link.',
  });
  const overridden = facts({
    registered: 'http://localhost:3002/mf-manifest.json',
    overrideAsked: true,
  });
  expect(remoteRun(overridden).why).toBe('override');
  const bare = facts({
    entry: 'http://localhost:4002/mf-manifest.json',
    registered: 'http://localhost:4002/mf-manifest.json',
  });
  expect(remoteRun(bare).why).toBe('no store');
  // npm run serve's remotes.json: each remote's manifest and routes, no version.
  const served = facts({
    entry: { manifest: 'http://localhost:4002/mf-manifest.json', routes: [] },
    registered: 'http://localhost:4002/mf-manifest.json',
  });
  expect(remoteRun(served)).toMatchObject({ version: null, why: 'no store' });
  expect(remoteRun(facts({ registered: manifest('v2') }))).toMatchObject({
    version: 'v2',
    why: 'unknown',
  });
});
