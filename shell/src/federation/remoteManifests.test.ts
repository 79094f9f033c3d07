import { OVERRIDE_KEY_PREFIX as RULES_PREFIX } from './overrides/overrideRules';
import { OVERRIDE_KEY_PREFIX } from './overrides/overrideKey';
import { fetchRemoteManifests } from './remoteManifests';

describe('the manifests read before the shared libraries load', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it('uses the same override key as the overrides themselves', () => {
    expect(OVERRIDE_KEY_PREFIX).toBe(RULES_PREFIX);
  });

  it("reads remotes.json's manifests, none for a remote a developer's override may replace", async () => {
    localStorage.setItem(`${OVERRIDE_KEY_PREFIX}feed`, 'http://localhost:3002/mf-manifest.json');
    const answer = (body: unknown) => ({
      ok: true,
      json: () => Promise.resolve(body),
      clone() {
        return answer(body);
      },
    });
    const remotesJson = {
      feed: 'http://localhost:4002/mf-manifest.json',
      post: 'http://localhost:4004/mf-manifest.json',
    };
    const fetched: string[] = [];
    global.fetch = jest.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve(answer(url === '/remotes.json' ? remotesJson : { shared: [] }));
    }) as unknown as typeof fetch;

    const manifests = await fetchRemoteManifests();

    // Whether the override is allowed is decided later: nothing is asked of either feed here.
    expect(fetched).toEqual(['/remotes.json', 'http://localhost:4004/mf-manifest.json']);
    expect(manifests).toEqual([null, { shared: [] }]);
  });
});
