/**
 * A build holds files and folders, nothing else. A symbolic link in a build taken with --from
 * would be copied as a link: nginx would serve whatever it points to (the deploying machine's
 * keys, another version's files), and making the version read-only would chmod its target. A
 * FIFO or a device would hang or leak the copy. Each is refused before the build is copied,
 * naming the file, and the staged copy is checked again (the folder may change meanwhile).
 */
import { lstatSync, readdirSync, type Stats } from 'node:fs';
import { join, relative } from 'node:path';
import { RefusedError } from '../store';

function kindOf(stats: Stats): string | null {
  if (stats.isFile() || stats.isDirectory()) return null;
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  return 'a device';
}

/** Refuses `folder` if anything in it (or it) is not a plain file or folder. */
export function refuseLinksAndSpecialFiles(folder: string): void {
  const rootKind = kindOf(lstatSync(folder));
  if (rootKind) throw new RefusedError(`${folder} is ${rootKind}, not a build's folder.`);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const kind = kindOf(lstatSync(path));
    if (kind) {
      throw new RefusedError(
        `${folder} holds ${relative(folder, path)}, ${kind}: a build holds plain files and folders only.`,
      );
    }
  }
}
