/**
 * When a remote's files arrived on this page and how long its first ones took, from the
 * browser's resource timings (kept by the browser from the page's start: nothing had to watch),
 * and whether they were held to their hashes (the release store's pins, integrity/pinnedFiles.ts).
 */
import { pinnedFile } from '../../federation/integrity/pinnedFiles';

export interface RemoteLoading {
  /** Milliseconds after the page started that its first file was asked for; null: none yet. */
  startedAtMs: number | null;
  /** From its manifest asked to its entry arrived. */
  tookMs: number | null;
  files: number;
  /** How many of the files fetched had a pinned hash, which the browser checked. */
  pinned: number;
}

const folderOf = (manifest: string) => manifest.slice(0, manifest.lastIndexOf('/') + 1);

export function remoteLoading(
  manifest: string | null,
  entries: readonly PerformanceResourceTiming[] = performance.getEntriesByType(
    'resource',
  ) as PerformanceResourceTiming[],
  isPinned: (url: string) => boolean = (url) => pinnedFile(url) !== undefined,
): RemoteLoading {
  if (!manifest) return { startedAtMs: null, tookMs: null, files: 0, pinned: 0 };
  const folder = folderOf(manifest);
  const mine = entries.filter((entry) => entry.name.startsWith(folder));
  if (mine.length === 0) return { startedAtMs: null, tookMs: null, files: 0, pinned: 0 };
  const started = Math.min(...mine.map((entry) => entry.startTime));
  const entryFiles = mine.filter((entry) =>
    /\/(mf-manifest|remoteEntry|integrity)\.js(on)?$/.test(entry.name),
  );
  const arrived = Math.max(
    ...(entryFiles.length > 0 ? entryFiles : mine).map((entry) => entry.responseEnd),
  );
  return {
    startedAtMs: Math.round(started),
    tookMs: Math.round(arrived - started),
    files: mine.length,
    pinned: mine.filter((entry) => isPinned(entry.name)).length,
  };
}
