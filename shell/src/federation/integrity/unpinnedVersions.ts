/**
 * Production fails closed. In a production page a release store served (its page names the
 * shell's version, SHELL_VERSION_META), every version the pointer or a preview names must come
 * with its hashes (pointerGuards.ts): one without (a hand-written entry, a pointer stripped of
 * them by whoever could write it) is refused as a tampered file is, before any of its files is
 * fetched, and the page takes its last good version or shows the error and "Try again"
 * (lastGoodFallback.ts). A developer's override is no pointer entry and stays unchecked; a page
 * of `npm run serve` or a dev server (no version meta, no hashes anywhere) checks nothing.
 */
import { shellVersionOfPage } from '../../releases/shellVersionMeta';
import { RefusedFileError, recordRefusal } from './refusedFiles';

/** Manifest URL → the version the pointer names there without hashes. */
const unpinned = new Map<string, { remote: string; version: string | null }>();
const refused = new Map<string, RefusedFileError>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/** Whether this page must hold every version to its hashes. */
export const mustBePinned = (production = process.env.NODE_ENV === 'production') =>
  production && shellVersionOfPage() !== null;

/** Notes a version named without hashes, to be refused when its manifest is asked for. */
export function noteUnpinned(
  remote: string,
  version: string | null,
  manifest: string,
  enforce = mustBePinned(),
): void {
  if (enforce) unpinned.set(absolute(manifest), { remote, version });
}

/** The refusal of a manifest of a version named without hashes (reported once), or null. */
export function refusalOfUnpinned(url: string): RefusedFileError | null {
  const key = absolute(url);
  const found = unpinned.get(key);
  if (!found) return null;
  let refusal = refused.get(key);
  if (!refusal) {
    const file = { ...found, file: 'mf-manifest.json', integrity: '' };
    refusal = new RefusedFileError(file, 'the store names it without the hashes of its files');
    refused.set(key, refusal);
    recordRefusal(refusal);
  }
  return refusal;
}

/** Forgets every note (tests). */
export function forgetUnpinned(): void {
  unpinned.clear();
  refused.clear();
}
