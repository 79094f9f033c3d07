/**
 * The record of who changed what, when: `releases.log`, one JSON line per deploy, rollback,
 * promote, preview and preview's removal, appended while the lock is held. Each line says what
 * the app's pointer holds after it (`live`, `canary`; a preview moves neither), so the log alone
 * replays every app's history.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import type { VersionHealth } from './health/versionHealth';
import type { Canary } from './liveState';
import { refuseUnlessAppName, refuseUnlessVersion } from './trust/storeNames';

export type ReleaseAction = 'deploy' | 'rollback' | 'promote' | 'preview' | 'preview-removed';

/** Where a change was asked from, when not the command line: the release dashboard. */
export type ReleaseVia = 'dashboard';

export interface LogEntry {
  at: string;
  action: ReleaseAction;
  app: string;
  /** The version the action was about: deployed, rolled back to, promoted, or canary ended. */
  version: string;
  /** The app's live version before and after. */
  previous: string | null;
  live: string | null;
  /** The app's canary after the action. */
  canary: Canary | null;
  by: string;
  /** What happened, as the command printed it. */
  summary: string;
  /** A version a rollback left for a fault: never a last good version (lastGood.ts). */
  faulty?: string;
  /** A canary judge's decision: why, and the figures of both versions it was made on. */
  judged?: JudgedFigures;
  /** The preview's name, for a preview and its removal. */
  preview?: string;
  /** Asked from the release dashboard (`npm run releases:ui`) rather than a command. */
  via?: ReleaseVia;
}

export interface JudgedFigures {
  reason: string;
  live: VersionHealth;
  canary: VersionHealth;
}

export function whoIsRunning(): string {
  let user = process.env.USER ?? 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // no passwd entry (a container): the environment's name will do
  }
  return `${user}@${hostname()}`;
}

export function appendToLog(path: string, entry: LogEntry): void {
  appendFileSync(path, `${JSON.stringify(entry)}\n`);
}

/**
 * Refuses a line whose versions are not versions: the log says which version is last good, and
 * that one becomes a path (pointers.ts) and a manifest in remotes.json.
 */
function refuseBadEntry(entry: LogEntry, line: number): LogEntry {
  const where = `releases.log's line ${line}`;
  refuseUnlessAppName(entry.app, where);
  for (const version of [entry.version, entry.previous, entry.live, entry.faulty]) {
    if (version !== null && version !== undefined) refuseUnlessVersion(version, where);
  }
  if (entry.canary) refuseUnlessVersion(entry.canary.version, where);
  return entry;
}

export function readLog(path: string): LogEntry[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (line.trim() === '') return [];
      let entry: LogEntry;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        return []; // a line cut short by a full disk: the others still tell the story
      }
      return [refuseBadEntry(entry, index + 1)];
    });
}

/** Every version the log shows live for an app at some point, oldest first. */
export function versionsEverLive(entries: readonly LogEntry[], app: string): string[] {
  const seen: string[] = [];
  for (const entry of entries) {
    if (entry.app === app && entry.live && !seen.includes(entry.live)) seen.push(entry.live);
  }
  return seen;
}
