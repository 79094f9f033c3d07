/**
 * Everything a store holds, to compare before and after a command that must change nothing:
 * each folder, each file's mode and bytes (latin1: one character per byte), each link's target.
 */
import { lstatSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

export function storeSnapshot(root: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = (lstatSync(path).mode & 0o7777).toString(8);
    snapshot[relative(root, path)] = entry.isSymbolicLink()
      ? `link to ${readlinkSync(path)}`
      : entry.isDirectory()
        ? `folder ${mode}`
        : `file ${mode} ${readFileSync(path).toString('latin1')}`;
  }
  return snapshot;
}
