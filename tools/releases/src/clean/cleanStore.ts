/**
 * `npm run releases:clean [-- --keep-days 7] [--dry-run]`: deletes the version folders nothing
 * needs (cleanSelection.ts says which) and forgets the previews whose time is over, under the
 * store's lock, printing each.
 */
import { rmSync } from 'node:fs';
import type { ReleaseContext } from '../context';
import { withLock } from '../lock';
import { readPointers } from '../pointers';
import { refuseCraftedStore } from '../trust/storeInputs';
import { isExpired, readPreviews, writePreviews } from '../previews/previewsFile';
import { RELEASE_APPS, versionFolder } from '../store';
import { listVersions, type VersionInfo } from '../versions';
import { planCleaning } from './cleanSelection';
import { neededVersions } from './neededVersions';

export interface CleanRequest {
  keepDays: number;
  /** Say what would go, remove nothing. */
  dryRun?: boolean;
}

export interface Cleaned {
  versions: VersionInfo[];
  previews: string[];
}

const day = (iso: string) => iso.slice(0, 10);

function clean({ keepDays, dryRun = false }: CleanRequest, context: ReleaseContext): Cleaned {
  const { paths, print } = context;
  const now = new Date();
  const verb = dryRun ? 'Would remove' : 'Removed';
  refuseCraftedStore(paths);
  const previews = readPreviews(paths);
  const expired = previews.filter((preview) => isExpired(preview, now));
  if (expired.length > 0 && !dryRun) {
    writePreviews(
      paths,
      previews.filter((preview) => !expired.includes(preview)),
    );
  }
  for (const preview of expired) {
    print(
      `${verb} the preview "${preview.name}" of ${preview.app}: it expired ${day(preview.expires)}.`,
    );
  }

  const state = readPointers(paths);
  const removed: VersionInfo[] = [];
  for (const app of RELEASE_APPS) {
    const versions = listVersions(paths, app);
    const needed = neededVersions(paths, app, state, previews, now);
    for (const info of planCleaning({ app: app.dir, versions, needed }, now, keepDays).remove) {
      if (!dryRun) rmSync(versionFolder(paths.root, app, info.version), { recursive: true });
      print(`${verb} ${app.dir} ${info.version} (written ${day(info.createdAt)}).`);
      removed.push(info);
    }
  }
  if (removed.length === 0) {
    print(
      `No version to remove: each is live, a canary, last good, a preview, its app's newest, or younger than ${keepDays} days.`,
    );
  }
  return {
    versions: removed,
    previews: expired.map((preview) => `${preview.app} ${preview.name}`),
  };
}

export function cleanStore(request: CleanRequest, context: ReleaseContext): Promise<Cleaned> {
  return withLock(context.paths.lock, () => clean(request, context), {
    what: 'cleaning of the store',
    onWait: context.print,
  });
}
