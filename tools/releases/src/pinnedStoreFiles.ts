/**
 * A store's files as the first-screen pages name them (root-relative URLs, `/apps/<app>/<v>/…`),
 * and the hashes their versions pin them with (integrity.json). A page that holds a file's text
 * (a drawn page's styles, in a `<style>`) holds it only when its bytes are the ones deployed: a
 * stylesheet changed in the store after its deploy is linked instead, with its integrity, and the
 * browser refuses it, as it refuses every other pinned file (docs/releases.md, "Integrity").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { INTEGRITY_LIST } from '@murmur/contract';
import { sriOf } from './integrity';

/** The file of the store a root-relative URL names, or null (another origin, outside apps/). */
export function storePath(root: string, url: string): string | null {
  if (!url.startsWith('/apps/')) return null; // another origin: the page fetches it
  const path = normalize(join(root, url));
  return path.startsWith(join(root, 'apps') + sep) ? path : null;
}

/** The integrity a store's file is pinned with (its version's integrity.json), if any. */
export function pinnedIntegrity(root: string, href: string): string | undefined {
  const match = /^\/apps\/([a-z][a-z0-9-]*)\/(v\d+)\/(.+)$/.exec(href);
  if (!match) return undefined;
  const [, app, version, file] = match;
  const list = join(root, 'apps', app!, version!, INTEGRITY_LIST);
  if (!existsSync(list)) return undefined;
  return (JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>)[file!];
}

/** A store file's text when its version pins it and its bytes are the pinned ones, else null. */
export function pinnedText(root: string, url: string): string | null {
  const path = storePath(root, url);
  const integrity = pinnedIntegrity(root, url);
  if (!path || !integrity || !existsSync(path)) return null;
  const bytes = readFileSync(path);
  return sriOf(bytes) === integrity ? bytes.toString('utf8') : null;
}
