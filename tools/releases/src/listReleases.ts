/**
 * `npm run releases [-- <app>]`: every version of each app, newest first, with when it was
 * written, the @murmur/core it needs (a remote's range) or provides (the shell's version), the
 * commit it was built from, and which one is live, which is the canary and which are previews;
 * then the previews with their links.
 */
import type { AppEntry } from '@murmur/build/apps';
import type { ReleaseContext } from './context';
import type { AppPointer } from './liveState';
import { readPointers } from './pointers';
import { listPreviews, previewStatusOf } from './previews/listPreviews';
import { readPreviews } from './previews/previewsFile';
import { BUILT_BY_DEPLOY, listVersions, type VersionInfo } from './versions';

function commitOf(info: VersionInfo): string {
  if (info.commit !== null) {
    return info.uncommitted ? `${info.commit} + uncommitted changes` : info.commit;
  }
  return info.source === BUILT_BY_DEPLOY ? 'built outside git' : `from ${info.source}`;
}

function statusOf(info: VersionInfo, pointer: AppPointer): string {
  if (pointer.live === info.version) return 'live';
  if (pointer.canary?.version === info.version)
    return `canary, ${pointer.canary.percent} % of sessions`;
  return '';
}

export function listReleases(apps: readonly AppEntry[], { paths, print }: ReleaseContext): void {
  const state = readPointers(paths);
  const previews = readPreviews(paths);
  const now = new Date();
  for (const app of apps) {
    const versions = listVersions(paths, app).reverse();
    print(app.dir);
    if (versions.length === 0) print('  (nothing deployed)');
    for (const info of versions) {
      const status = [statusOf(info, state[app.dir]!), ...previewStatusOf(info, previews, now)]
        .filter(Boolean)
        .join('; ');
      const columns = [
        info.version.padEnd(4),
        info.createdAt.replace(/\.\d+Z$/, 'Z'),
        `core ${info.core ?? '?'}`.padEnd(12),
        commitOf(info),
        ...(status ? [`← ${status}`] : []),
      ];
      print(`  ${columns.join('  ')}`);
    }
  }
  listPreviews(apps, previews, now, print);
}
