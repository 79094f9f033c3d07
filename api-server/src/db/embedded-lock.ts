/**
 * One process at a time may open the embedded database's folder (two would corrupt it): the
 * process that opens it notes its pid there first, and any other refuses while that one lives.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Takes the folder, or throws saying which process has it; the answer gives it back. */
export function holdEmbeddedLock(dataDir: string): () => void {
  const file = pidFile(dataDir);
  for (;;) {
    try {
      // `wx`: created only if absent, so two processes starting at once cannot both take it.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = embeddedHolder(dataDir);
    if (holder !== undefined) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. ` +
          'Stop that server first, or give this one another DATA_DIR.',
      );
    }
    // Left behind by a process that is gone: take it over.
    rmSync(file, { force: true });
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    rmSync(file, { force: true });
  };
}

/** The pid of a live server using this folder, if any. */
export function embeddedHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
