/**
 * The files this page knows the hash of, by absolute URL: a remote's entry files and integrity
 * list as the pointer pins them (pointerGuards.ts), then every file of the version as its list
 * says (versionLists.ts). Whatever loads one of them (the federation runtime's scripts and links,
 * a remote's own chunk loader, the manifests' fetches) asks here for the integrity to demand.
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import { INTEGRITY_LIST } from '@murmur/contract/page-marks';
import type { Integrity } from '../../releases/pointerGuards';

export interface PinnedFile {
  /** The remote's federation name. */
  remote: string;
  version: string | null;
  /** The file's path in its version's folder, e.g. "static/js/async/108.a0c1c701.js". */
  file: string;
  integrity: string;
}

const pinned = new Map<string, PinnedFile>();

function absolute(url: string, base?: string): string | null {
  try {
    return new URL(url, base ?? window.location.href).href;
  } catch {
    return null;
  }
}

/** Pins `files` (paths in the version's folder → integrity) of the version `manifest` is in. */
export function pinFiles(
  remote: string,
  version: string | null,
  manifest: string,
  files: Integrity,
): void {
  const folder = absolute('.', manifest);
  if (!folder) return;
  for (const [file, integrity] of Object.entries(files)) {
    const url = absolute(file, folder);
    if (url) pinned.set(url, { remote, version, file, integrity });
  }
}

/** What this page knows of a URL's file, if it is pinned. */
export function pinnedFile(url: string): PinnedFile | undefined {
  const key = absolute(url);
  return key ? pinned.get(key) : undefined;
}

/** The URL of the integrity list of the version a manifest belongs to. */
export const integrityListOf = (manifest: string) => absolute(INTEGRITY_LIST, manifest) ?? '';

/** Forgets every pin (tests). */
export function forgetPins(): void {
  pinned.clear();
}
