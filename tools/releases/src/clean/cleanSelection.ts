/**
 * Which versions the cleaning may delete: each app's versions that nobody can be sent to any
 * more and that are older than the time an open page may still run them. Kept, whatever their
 * age: the live version, the canary, the last good one (the fallback a failing version is
 * replaced by), every version a preview link still opens, and each app's newest version, whose
 * number the next deploy counts on (a version's name is never given to other files).
 */
import { DAY_MS } from '../previews/previewSettings';
import type { VersionInfo } from '../versions';

export type KeepReason = 'live' | 'canary' | 'last good' | 'preview' | 'newest' | 'recent';

export interface AppVersions {
  app: string;
  /** Oldest first, as listVersions gives them. */
  versions: readonly VersionInfo[];
  /** Version → why a pointer or a preview needs it. */
  needed: ReadonlyMap<string, KeepReason>;
}

export interface CleanPlan {
  remove: VersionInfo[];
  keep: { info: VersionInfo; reason: KeepReason }[];
}

export function planCleaning(
  { versions, needed }: AppVersions,
  now: Date,
  keepDays: number,
): CleanPlan {
  const plan: CleanPlan = { remove: [], keep: [] };
  const newest = versions.at(-1)?.version;
  const cutoff = now.getTime() - keepDays * DAY_MS;
  for (const info of versions) {
    const reason =
      needed.get(info.version) ??
      (info.version === newest ? 'newest' : undefined) ??
      (Date.parse(info.createdAt) > cutoff ? 'recent' : undefined);
    if (reason) plan.keep.push({ info, reason });
    else plan.remove.push(info);
  }
  return plan;
}
