/**
 * What remotes.json says of one remote, and which manifest this page takes from it.
 *
 * Under `npm run serve` or a hand-made deployment an entry is the manifest's URL. A release
 * store (`npm run deploy`, docs/releases.md) writes a pointer: the live version's manifest
 * and, while a canary runs, the canary's manifest with the share of sessions that get it:
 *
 *   "feed": { "version": "v2", "manifest": "/apps/feed-app/v2/mf-manifest.json",
 *             "canary": { "version": "v3", "manifest": "/apps/feed-app/v3/mf-manifest.json", "percent": 50 } }
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import { isObject } from '@murmur/contract/is-object';

export interface CanaryPointer {
  version?: string;
  manifest: string;
  percent: number;
}

export interface RemotePointer {
  version?: string;
  manifest: string;
  canary?: CanaryPointer;
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && value !== '';

function validCanary(value: unknown): value is CanaryPointer {
  return (
    isObject(value) &&
    isUrl(value.manifest) &&
    typeof value.percent === 'number' &&
    value.percent >= 0 &&
    value.percent <= 100
  );
}

/**
 * The version of a pointer this page takes, given its bucket (canaryBucket.ts): the canary's
 * object when the bucket is below its share, else the entry itself. Every reader of a version's
 * fields (its manifest, routes, version name) goes through here, so they all agree.
 */
export function versionTaken(
  entry: Record<string, unknown>,
  bucket: number,
): Record<string, unknown> {
  return validCanary(entry.canary) && bucket < entry.canary.percent ? { ...entry.canary } : entry;
}

/** The routes the version this page takes declares (unchecked), or null when it declares none. */
export function routesTaken(entry: Record<string, unknown>, bucket: number): unknown[] | null {
  const { routes } = versionTaken(entry, bucket);
  return Array.isArray(routes) ? (routes as unknown[]) : null;
}

/**
 * The manifest URL this page loads a remote from, given its bucket (canaryBucket.ts): the
 * canary's when the bucket is below its share, else the live one's. Null when the entry is
 * neither a URL nor a pointer. Relative URLs (a store's own paths) are made absolute against
 * the page, as the federation runtime resolves a remote's files against its manifest's URL.
 */
export function manifestFor(
  entry: unknown,
  bucket: number,
  base = typeof window === 'undefined' ? undefined : window.location.href,
): string | null {
  let url: string | null = null;
  if (isUrl(entry)) url = entry;
  else if (isObject(entry) && isUrl(entry.manifest))
    url = String(versionTaken(entry, bucket).manifest);
  if (url === null) return null;
  try {
    return new URL(url, base).href;
  } catch {
    return url; // not a URL the page can resolve: the runtime will say so when it loads it
  }
}

/** Every remote of remotes.json with the manifest this page takes (null where none). */
export function chosenManifests(
  remotesJson: Record<string, unknown>,
  bucket: number,
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(remotesJson).map(([name, entry]) => [name, manifestFor(entry, bucket)]),
  );
}
