/**
 * The remotes' manifests, fetched once as the shell starts, before any shared library loads:
 * the shared tree shaking plugin reads from them what each remote needs (sharedTreeShaking.ts),
 * and the federation runtime then gets the same answers instead of asking again. Nothing here
 * may import a shared module: it runs in the shell's entry, before the federation is ready.
 */

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

/** Every remote's manifest, or null for one that could not be read. */
export async function fetchRemoteManifests(): Promise<(RemoteManifest | null)[]> {
  const urls = Object.values(await fetchRemotesJson()).filter(
    (url): url is string => typeof url === 'string',
  );
  return Promise.all(
    urls.map(async (url) => {
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
