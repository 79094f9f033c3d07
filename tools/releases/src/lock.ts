/**
 * One pointer change at a time. Every command that changes the pointers (and the log) holds
 * the store's lock, a file created exclusively (`O_EXCL`), so two deploys of different apps at
 * the same moment read and write remotes.json one after the other and both land. A lock left
 * by a process of this machine that no longer runs (killed mid-deploy) is taken over.
 */
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { processRuns } from '@murmur/tooling';
import { RefusedError } from './store';

interface LockHolder {
  pid: number;
  host: string;
  what: string;
  since: string;
  nonce: string;
}

function readHolder(path: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
  } catch {
    return null; // gone, or being written this instant
  }
}

function tryTake(path: string, holder: LockHolder): boolean {
  try {
    writeFileSync(path, JSON.stringify(holder), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Removes a lock whose holder died, unless another process took it over meanwhile. */
function takeOverIfAbandoned(path: string): boolean {
  const holder = readHolder(path);
  if (!holder || holder.host !== hostname() || processRuns(holder.pid)) return false;
  if (readHolder(path)?.nonce !== holder.nonce) return false;
  rmSync(path, { force: true });
  return true;
}

export interface LockOptions {
  /** What the holder is doing, for whoever waits: "deploy of feed-app". */
  what: string;
  timeoutMs?: number;
  onWait?: (message: string) => void;
}

export async function withLock<T>(
  path: string,
  work: () => Promise<T> | T,
  { what, timeoutMs = 120_000, onWait }: LockOptions,
): Promise<T> {
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    what,
    since: new Date().toISOString(),
    nonce: Math.random().toString(36).slice(2),
  };
  const deadline = Date.now() + timeoutMs;
  let told = false;
  while (!tryTake(path, holder)) {
    if (takeOverIfAbandoned(path)) continue;
    const other = readHolder(path);
    if (Date.now() > deadline) {
      throw new RefusedError(
        `The release store is locked by ${other ? `the ${other.what} (pid ${other.pid}, since ${other.since})` : 'another command'}; nothing was changed. Try again once it has finished.`,
      );
    }
    if (!told && other) {
      onWait?.(`Waiting for the ${other.what} (pid ${other.pid}) to finish…`);
      told = true;
    }
    await sleep(25 + Math.random() * 50);
  }
  const release = () => {
    if (readHolder(path)?.nonce === holder.nonce) rmSync(path, { force: true });
  };
  // Ctrl+C mid-switch: the pointers are each whole (renamed into place); the lock must go too.
  const interrupted = () => {
    release();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    return await work();
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    release();
  }
}
