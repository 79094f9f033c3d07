/**
 * What a release store's pointer says beyond where a remote lives (remotesPointer.ts): the
 * hashes of the version this page takes (`integrity`: its entry files and its integrity list,
 * each as `sha384-…`) and the version to fall back to when that one cannot be used. Under
 * `npm run serve` or dev servers an entry is a bare URL: nothing is pinned, nothing to fall
 * back to.
 *
 *   "feed": { "version": "v3", "manifest": "…/v3/mf-manifest.json", "integrity": { … },
 *             "lastGood": { "version": "v2", "manifest": "…/v2/mf-manifest.json", "integrity": { … } } }
 *
 * A session on a remote's canary falls back to its live version; any other to its last good.
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import { manifestFor } from './remotesPointer';
import { isObject } from '@murmur/contract/is-object';

/** A file's name in its version's folder → its Subresource Integrity value. */
export type Integrity = Record<string, string>;

export interface PinnedVersion {
  version: string | null;
  /** Absolute manifest URL. */
  manifest: string;
  integrity: Integrity | null;
}

export interface RemoteGuards {
  /** The version this page takes. */
  current: PinnedVersion;
  /** The store's version to take when the current one cannot be used, if there is one. */
  fallback: PinnedVersion | null;
}

export function integrityOf(value: unknown): Integrity | null {
  if (!isObject(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && entry[1].startsWith('sha'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function pinnedVersion(value: unknown, base: string | undefined): PinnedVersion | null {
  if (!isObject(value)) return null;
  const manifest = manifestFor(value.manifest, 100, base);
  if (!manifest) return null;
  return {
    version: typeof value.version === 'string' ? value.version : null,
    manifest,
    integrity: integrityOf(value.integrity),
  };
}

/** The guards of one remote's entry for this page's bucket; null when the entry is no pointer. */
export function guardsFor(
  entry: unknown,
  bucket: number,
  base = typeof window === 'undefined' ? undefined : window.location.href,
): RemoteGuards | null {
  const manifest = manifestFor(entry, bucket, base);
  if (!manifest || !isObject(entry)) return null;
  const live = pinnedVersion(entry, base);
  const canary = pinnedVersion(entry.canary, base);
  if (!live) return null;
  const onCanary = canary !== null && canary.manifest === manifest && manifest !== live.manifest;
  return onCanary
    ? { current: canary, fallback: live }
    : { current: live, fallback: pinnedVersion(entry.lastGood, base) };
}
