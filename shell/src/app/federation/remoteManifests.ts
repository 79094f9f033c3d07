/**
 * The remotes' manifests, fetched once as the shell starts, before any shared library loads:
 * the shared tree shaking plugin reads from them what each remote needs (sharedTreeShaking.ts),
 * and the federation runtime then gets the same answers instead of asking again. Nothing here
 * may import a shared module: it runs in the shell's entry, before the federation is ready.
 */
import { canaryBucket } from '../releases/canaryBucket';
import { chosenManifests } from '../releases/remotesPointer';

/** What a manifest says about one shared library. */
export interface ManifestShared {
  name: string;
  /** Added by our build (shared/build/manifestUsedExports.ts): the names the app imports. */
  usedExports?: string[];
}

export interface RemoteManifest {
  shared?: ManifestShared[];
}

const REMOTES_JSON_URL = '/remotes.json';

let remotesJson: Promise<Record<string, unknown>> | null = null;

/**
 * remotes.json as the shell's origin serves it. A failure is not remembered: the shell's own
 * reading of it (remotesConfig.ts) reports it and tries again.
 */
export function fetchRemotesJson(): Promise<Record<string, unknown>> {
  remotesJson ??= fetch(REMOTES_JSON_URL, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${REMOTES_JSON_URL} answered ${response.status}.`);
      return (await response.json()) as Record<string, unknown>;
    })
    .catch((error: unknown) => {
      remotesJson = null;
      throw error;
    });
  return remotesJson;
}

/** Manifest responses fetched early, each handed to the runtime once (see takeManifest). */
const early = new Map<string, Promise<Response>>();

/**
 * The key prefix of a developer's remote override in local storage: `OVERRIDE_KEY_PREFIX` of
 * remotes/overrides/overrideRules.ts, which imports @murmur/core and so cannot load here yet.
 */
export const OVERRIDE_KEY_PREFIX = 'murmur.remote:';

/**
 * Remotes this tab has an override for, allowed or not. Whether one is allowed is decided later
 * by the shell (remotes/overrides), so nothing is fetched for them here: neither the manifest of
 * remotes.json they replace nor the one they point at (a refused origin must see no request).
 */
function overriddenRemotes(): Set<string> {
  try {
    const storage = window.localStorage;
    const names = new Set<string>();
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(OVERRIDE_KEY_PREFIX)) names.add(key.slice(OVERRIDE_KEY_PREFIX.length));
    }
    return names;
  } catch {
    return new Set(); // storage disabled: no overrides either
  }
}

/**
 * Every remote's manifest (the canary's, for a remote whose canary this page's bucket gets), or
 * null for one that could not be read or that an override may replace (its needs are unknown,
 * so the page takes the full libraries).
 */
export async function fetchRemoteManifests(): Promise<(RemoteManifest | null)[]> {
  const overridden = overriddenRemotes();
  const chosen = chosenManifests(await fetchRemotesJson(), canaryBucket());
  return Promise.all(
    Object.entries(chosen).map(async ([name, url]) => {
      if (overridden.has(name) || url === null) return null;
      const response = fetch(url);
      early.set(url, response);
      try {
        const answer = (await response).clone();
        return answer.ok ? ((await answer.json()) as RemoteManifest) : null;
      } catch {
        return null;
      }
    }),
  );
}

/**
 * The early response for a manifest URL, once: the runtime's first load of a remote reads it
 * instead of fetching again; a later load (a "Try again") fetches afresh.
 */
export function takeManifest(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response?.then((answer) => answer.clone());
}
