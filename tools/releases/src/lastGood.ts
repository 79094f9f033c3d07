/**
 * Each remote's last good version: the last version that was live without complaint, which the
 * shell loads for the rest of a session when the live one cannot load (docs/releases.md, "Last
 * good"). It is the version live before the current one, going further back past any version a
 * rollback left for a fault (`npm run rollback` says so unless told `--no-fault`). The release
 * log is the memory: every entry says what was live after it, and a rollback for a fault names
 * the version it left.
 */
import type { LogEntry } from './releaseLog';

/** Versions of `app` a rollback has called faulty, and the one about to be, if any. */
export function faultyVersions(
  log: readonly LogEntry[],
  app: string,
  pending?: string,
): Set<string> {
  const faulty = new Set(
    log.flatMap((entry) => (entry.app === app && entry.faulty ? [entry.faulty] : [])),
  );
  if (pending) faulty.add(pending);
  return faulty;
}

/**
 * The last good version of `app` once `live` is live: walking back through what the log shows
 * live, the first that is neither `live` nor faulty. Null when there is none.
 */
export function lastGoodOf(
  log: readonly LogEntry[],
  app: string,
  live: string | null,
  faulty: ReadonlySet<string>,
): string | null {
  if (!live) return null;
  const history = log.flatMap((entry) => (entry.app === app && entry.live ? [entry.live] : []));
  for (const version of history.reverse()) {
    if (version !== live && !faulty.has(version)) return version;
  }
  return null;
}
