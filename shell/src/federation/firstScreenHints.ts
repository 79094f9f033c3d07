/**
 * What the server that sent this page wrote into it from the live remotes.json (`npm run serve`,
 * the release store's deploy: docs/architecture.md, "The first screen"): a
 * `<script type="application/json">` holding, for each manifest remotes.json named then, what
 * that manifest says of the shared libraries. With it the shell decides its shared libraries
 * without fetching four manifests before the first screen.
 *
 * Hints are only hints: they are keyed by manifest URL, and a remote whose URL in the live
 * remotes.json has no hint (the pointer moved since the page was written, an override) is read
 * from its manifest as before. A page without hints (dev servers, tests) reads every manifest.
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import type { RemoteManifest } from './manifestShape';
import { isObject } from '@murmur/contract/is-object';
import { FIRST_SCREEN_HINTS_ID } from '@murmur/contract/page-marks';

export interface FirstScreenHints {
  /** Manifest URL, as remotes.json names it → the manifest's `shared` section. */
  manifests: Record<string, RemoteManifest>;
}

let read: Map<string, RemoteManifest> | null = null;

function resolved(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

/** The page's hints by absolute manifest URL; empty when the page has none or they are unreadable. */
export function hintedManifests(doc: Document = document): Map<string, RemoteManifest> {
  if (read) return read;
  read = new Map();
  const text = doc.getElementById(FIRST_SCREEN_HINTS_ID)?.textContent;
  if (!text) return read;
  try {
    const hints = JSON.parse(text) as unknown;
    const manifests = isObject(hints) && isObject(hints.manifests) ? hints.manifests : {};
    for (const [url, manifest] of Object.entries(manifests)) {
      if (isObject(manifest)) read.set(resolved(url), manifest as RemoteManifest);
    }
  } catch {
    // A broken hint is no hint: the manifests are fetched.
  }
  return read;
}

/** Forgets what was read (tests write a new page). */
export function forgetHints(): void {
  read = null;
}
