/**
 * A version's integrity list (`integrity.json` beside its manifest, written by the release
 * store at deploy), fetched with the hash the pointer pins for it, and every file it names
 * pinned: so a chunk's hash comes from a list whose own hash comes from remotes.json.
 */
import { pinFiles, pinnedFile, integrityListOf } from './pinnedFiles';
import { checkRefused } from './refusedFiles';
import { refusalOfUnpinned } from './unpinnedVersions';

const lists = new Map<string, Promise<void>>();

/** Fetches a pinned fetch's file, refusing different bytes with a RefusedFileError. */
export async function fetchPinned(url: string, init?: RequestInit): Promise<Response> {
  const pin = pinnedFile(url);
  if (!pin) {
    // A version the store names without its hashes: refused in production (unpinnedVersions.ts).
    const refusal = refusalOfUnpinned(url);
    if (refusal) throw refusal;
    return fetch(url, init);
  }
  try {
    return await fetch(url, { ...init, integrity: pin.integrity });
  } catch (error) {
    throw (await checkRefused(url)) ?? error;
  }
}

/**
 * Pins every file of the version `manifest` belongs to, once per page; nothing when the pointer
 * pins no list for it (a version deployed before lists, `npm run serve`, dev servers).
 */
export function loadVersionList(manifest: string): Promise<void> {
  const url = integrityListOf(manifest);
  const pin = pinnedFile(url);
  if (!pin) return Promise.resolve();
  let loading = lists.get(url);
  if (!loading) {
    // A version's files never change: its list may come from the HTTP cache.
    loading = fetchPinned(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
        pinFiles(
          pin.remote,
          pin.version,
          manifest,
          (await response.json()) as Record<string, string>,
        );
      })
      .catch((error: unknown) => {
        lists.delete(url);
        throw error;
      });
    lists.set(url, loading);
  }
  return loading;
}
