/**
 * When a remote's files arrived on this page and how long its first ones took, from the
 * browser's resource timings (kept by the browser from the page's start: nothing had to watch),
 * and whether they were held to their hashes: the shell fetches a version's integrity list only
 * when the store's pointer pins it, and then demands every file's hash (docs/releases.md,
 * "Integrity").
 */
export interface RemoteLoading {
  /** Milliseconds after the page started that its first file was asked for; null: none yet. */
  startedAtMs: number | null;
  /** From its first file asked to its entry arrived. */
  tookMs: number | null;
  files: number;
  /** Its version's integrity list was fetched: each file was checked against its hash. */
  checked: boolean;
}

const folderOf = (manifest: string) => manifest.slice(0, manifest.lastIndexOf('/') + 1);

export function remoteLoading(
  manifest: string | null,
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
): RemoteLoading {
  const none = { startedAtMs: null, tookMs: null, files: 0, checked: false };
  if (!manifest) return none;
  const folder = folderOf(manifest);
  const mine = (entries as readonly PerformanceResourceTiming[]).filter((entry) =>
    entry.name.startsWith(folder),
  );
  if (mine.length === 0) return none;
  const started = Math.min(...mine.map((entry) => entry.startTime));
  const entryFiles = mine.filter((entry) =>
    /\/(mf-manifest\.json|remoteEntry\.js|integrity\.json)$/.test(entry.name),
  );
  const arrived = Math.max(
    ...(entryFiles.length > 0 ? entryFiles : mine).map((entry) => entry.responseEnd),
  );
  return {
    startedAtMs: Math.round(started),
    tookMs: Math.round(arrived - started),
    files: mine.length,
    checked: mine.some((entry) => entry.name === `${folder}integrity.json`),
  };
}
