/**
 * Every file of a version pinned by its hash: `integrity.json` in the version's folder lists the
 * SHA-384 of each file, in the form the browser's Subresource Integrity takes (`sha384-…`). It is
 * written as the version is written, and is as immutable as the version. The pointer
 * (remotes.json) carries the hashes of a remote's entry files and of this list, so what the
 * shell checks is anchored in the pointer: the pointer pins the list, the list pins every chunk.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRITY_LIST } from '@murmur/contract';

/** The files of a remote the shell fetches before it knows anything else of the version. */
export const ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'] as const;

/** A file's path in its version's folder → its Subresource Integrity value. */
export type IntegrityList = Record<string, string>;

export const sriOf = (bytes: Buffer | string) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Writes the list for every file of `folder` (the list aside); returns it. */
export function writeIntegrityList(folder: string, files: readonly string[]): IntegrityList {
  const list: IntegrityList = {};
  for (const path of files.filter((file) => file !== INTEGRITY_LIST)) {
    list[path.split('\\').join('/')] = sriOf(readFileSync(join(folder, path)));
  }
  writeFileSync(join(folder, INTEGRITY_LIST), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

/**
 * What the pointer pins of a version: its entry files' hashes and the hash of its list. Null
 * for a version written before versions had a list (the shell then checks nothing of it).
 */
export function entryIntegrityOf(folder: string): IntegrityList | null {
  const path = join(folder, INTEGRITY_LIST);
  if (!existsSync(path)) return null;
  const bytes = readFileSync(path);
  const list = JSON.parse(bytes.toString('utf8')) as IntegrityList;
  const pinned: IntegrityList = {};
  for (const file of ENTRY_FILES) if (list[file]) pinned[file] = list[file];
  pinned[INTEGRITY_LIST] = sriOf(bytes);
  return pinned;
}
