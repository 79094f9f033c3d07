/**
 * What the remotes' manifests say, read once as the shell starts, before any shared library
 * loads: the shared tree shaking plugin reads from them what each remote needs
 * (sharedTreeShaking.ts). A manifest the page's first-screen hints hold (firstScreenHints.ts)
 * is not fetched now: the runtime fetches it when its remote is needed, or the page is idle.
 * One that is fetched now is handed to the runtime instead of being asked for again. Nothing
 * here may import a shared module: it runs in the shell's entry, before the federation is ready.
 */
import { canaryBucket } from '../releases/canaryBucket';
import { chosenManifests } from '../releases/remotesPointer';
import { hintedManifests } from './firstScreenHints';
import { remotesJsonOfThisPage } from '../releases/remotesJson';
import { OVERRIDE_KEY_PREFIX } from './overrides/overrideKey';
import { pinCurrentVersions } from './integrity/pinPointer';
import { fetchPinned } from './integrity/versionLists';
import type { RemoteManifest } from './manifestShape';

/** Manifest responses fetched early, each handed to the runtime once (see takeManifest). */
const early = new Map<string, Promise<Response>>();

/**
 * Remotes this tab has an override for, allowed or not. Whether one is allowed is decided later
 * by the shell (overrides/), so nothing is fetched for them here: neither the manifest of
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
 * so the page takes the full libraries). The page's hint for a manifest URL stands for it.
 */
export async function fetchRemoteManifests(): Promise<(RemoteManifest | null)[]> {
  const overridden = overriddenRemotes();
  const remotesJson = await remotesJsonOfThisPage();
  // Pinned before the first fetch of a manifest: each is fetched with its hash demanded.
  pinCurrentVersions(remotesJson, canaryBucket());
  const chosen = chosenManifests(remotesJson, canaryBucket());
  const hinted = hintedManifests();
  return Promise.all(
    Object.entries(chosen).map(async ([name, url]) => {
      if (overridden.has(name) || url === null) return null;
      const hint = hinted.get(url);
      if (hint) return hint;
      const response = fetchPinned(url);
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
