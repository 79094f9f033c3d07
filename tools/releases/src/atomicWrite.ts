/**
 * Replaces a file in one step: the new content is written beside it under a temporary name
 * and renamed over it, so a reader (nginx answering a request, a CDN upload) sees the old file
 * or the new one, never half of one. The temporary name starts with a dot: the store's server
 * never serves it.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeFileAtomically(path: string, content: string): void {
  const temporary = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  try {
    const fd = openSync(temporary, 'wx');
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
