/**
 * Which version of each app this page runs, and where its files live: the shell's from the meta
 * tag a release store writes into its page, each remote's from remotes.json with this page's
 * canary bucket (the same choice the remotes' registration made). Outside a store (`npm run
 * serve`, the dev servers) a version is `unversioned`.
 */
import { isObject } from '@murmur/contract';
import { shellVersionOfPage } from '../releases/shellVersionMeta';
import { manifestFor, versionTaken } from '../releases/remotesPointer';
import type { AppFiles } from './attribution';

export const UNVERSIONED = 'unversioned';

export interface AppVersion extends AppFiles {
  version: string;
}

function versionOf(entry: unknown, bucket: number): string {
  if (!isObject(entry)) return UNVERSIONED;
  const { version } = versionTaken(entry, bucket);
  return typeof version === 'string' ? version : UNVERSIONED;
}

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

export function shellVersion(doc: Document = document): AppVersion {
  const version = shellVersionOfPage(doc) || UNVERSIONED;
  // A store serves the shell's files from its version's folder; elsewhere from the origin.
  const script = doc.querySelector<HTMLScriptElement>('script[src*="/static/js/"]');
  const base = script ? script.src.slice(0, script.src.indexOf('static/js/')) : doc.baseURI;
  return { app: 'shell', version, base: new URL(base, doc.baseURI).href };
}

export function remoteVersions(remotesJson: Record<string, unknown>, bucket: number): AppVersion[] {
  return Object.entries(remotesJson).flatMap(([app, entry]) => {
    const manifest = manifestFor(entry, bucket);
    return manifest ? [{ app, version: versionOf(entry, bucket), base: folderOf(manifest) }] : [];
  });
}
