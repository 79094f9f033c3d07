/** The previews' part of `npm run releases`: beside each version, and a list with the links. */
import type { AppEntry } from '@murmur/build/apps';
import type { VersionInfo } from '../versions';
import { isExpired, type PreviewEntry } from './previewsFile';
import { previewLink, storeOrigin } from './previewSettings';

const untilOf = (preview: PreviewEntry, now: Date) =>
  isExpired(preview, now)
    ? 'expired'
    : `until ${preview.expires.replace(/:\d\d\.\d+Z$/, 'Z').replace('T', ' ')}`;

/** "preview new-feed until 2026-12-04 05:00Z", once per preview of this version. */
export function previewStatusOf(
  info: VersionInfo,
  previews: readonly PreviewEntry[],
  now: Date,
): string[] {
  return previews
    .filter((preview) => preview.app === info.app && preview.version === info.version)
    .map((preview) => `preview ${preview.name} ${untilOf(preview, now)}`);
}

export function listPreviews(
  apps: readonly AppEntry[],
  previews: readonly PreviewEntry[],
  now: Date,
  print: (line: string) => void,
): void {
  const shown = previews.filter((preview) => apps.some((app) => app.dir === preview.app));
  if (shown.length === 0) return;
  print('previews');
  for (const preview of shown) {
    const columns = [
      `${preview.app} ${preview.name}`,
      preview.version,
      untilOf(preview, now),
      previewLink(storeOrigin(), preview.app, preview.name),
    ];
    print(`  ${columns.join('  ')}`);
  }
}
