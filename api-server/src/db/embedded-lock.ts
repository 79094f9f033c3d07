/**
 * One process at a time may open the embedded database's folder: the running server notes its
 * pid there, and `npm run api:reset` refuses while that process lives.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function holdEmbeddedLock(dataDir: string): () => void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  return () => rmSync(pidFile(dataDir), { force: true });
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
