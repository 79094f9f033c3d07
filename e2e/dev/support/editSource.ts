/** Edits a source file in place, as a developer saving it would, and puts it back. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../deploy/support/servers';

/**
 * Replaces `anchor` in the file (relative to the repository root) with `replacement` and
 * returns the function that writes the original back: call it in a `finally`.
 */
export function editSource(file: string, anchor: string, replacement: string): () => void {
  const path = join(repoRoot, file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(anchor)) throw new Error(`${file} no longer contains ${anchor}`);
  writeFileSync(path, original.replace(anchor, replacement));
  return () => writeFileSync(path, original);
}
