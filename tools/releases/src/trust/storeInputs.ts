/**
 * Every file of the store a command reads names from, read and checked before the command
 * writes anything: the pointers (remotes.json, index.html), the release log and previews.json.
 * A crafted name in any of them refuses the command while the store is still as it was; read
 * after a version was written, it would leave that version behind.
 */
import { readPointers } from '../pointers';
import { readPreviews } from '../previews/previewsFile';
import { readLog } from '../releaseLog';
import type { StorePaths } from '../store';

export function refuseCraftedStore(paths: StorePaths): void {
  readPointers(paths);
  readLog(paths.log);
  readPreviews(paths);
}
