import { OVERRIDE_KEY_PREFIX as RULES_PREFIX } from './overrides/overrideRules';
import { OVERRIDE_KEY_PREFIX } from './overrides/overrideKey';
import { FIRST_SCREEN_HINTS_ID } from '@murmur/contract';
import { forgetHints } from './firstScreenHints';
import type * as Manifests from './remoteManifests';
import { fetchRemoteManifests } from './remoteManifests';

/**
 * A response that can be cloned: fetchRemoteManifests reads a clone and keeps the original
 * for the runtime.
 */
function answer(body: unknown) {
  return {
    ok: true,
    json: () => Promise.resolve(body),
    clone() {
      return answer(body);
    },
  };
}

/**
 * Stands in for fetch: remotes.json answers with the given manifests, and every manifest
 * with an empty shared list. Returns the URLs asked for, in order, as the test will see them.
 */
function answerFetches(remotesJson: Record<string, string>): string[] {
  const fetched: string[] = [];
  global.fetch = jest.fn((url: string) => {
    fetched.push(url);
    return Promise.resolve(answer(url === '/remotes.json' ? remotesJson : { shared: [] }));
  }) as unknown as typeof fetch;
  return fetched;
}

describe('the manifests read before the shared libraries load', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
    document.head.innerHTML = '';
    forgetHints();
  });

  it('uses the same override key as the overrides themselves', () => {
    expect(OVERRIDE_KEY_PREFIX).toBe(RULES_PREFIX);
  });

  it("reads remotes.json's manifests, none for a remote a developer's override may replace", async () => {
    localStorage.setItem(`${OVERRIDE_KEY_PREFIX}feed`, 'http://localhost:3002/mf-manifest.json');
    const fetched = answerFetches({
      feed: 'http://localhost:4002/mf-manifest.json',
      post: 'http://localhost:4004/mf-manifest.json',
    });

    const manifests = await fetchRemoteManifests();

    // Whether the override is allowed is decided later: nothing is asked of either feed here.
    expect(fetched).toEqual(['/remotes.json', 'http://localhost:4004/mf-manifest.json']);
    expect(manifests).toEqual([null, { shared: [] }]);
  });

  it("fetches no manifest the page's hints hold, and every other one", async () => {
    const hinted = { shared: [{ name: 'react-redux', usedExports: ['useSelector'] }] };
    document.head.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_HINTS_ID}">${JSON.stringify(
      { manifests: { 'http://localhost:4002/mf-manifest.json': hinted } },
    )}</script>`;
    // The pointer moved since the page was written: post's hint is for another URL.
    const fetched = answerFetches({
      feed: 'http://localhost:4002/mf-manifest.json',
      post: 'http://localhost:4014/mf-manifest.json',
    });

    let fresh!: typeof Manifests;
    jest.isolateModules(() => {
      fresh = jest.requireActual('./remoteManifests');
    });
    const manifests = await fresh.fetchRemoteManifests();

    expect(fetched).toEqual(['/remotes.json', 'http://localhost:4014/mf-manifest.json']);
    expect(manifests).toEqual([hinted, { shared: [] }]);
  });
});
