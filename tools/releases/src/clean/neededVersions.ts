/**
 * The versions of each app that a pointer or a preview names: what the cleaning must keep.
 * remotes.json is read as data, each entry searched for every `version` it holds (the live one,
 * the canary's, the last good one's, and any a later field adds), so a new kind of pointer
 * cannot have its version cleaned away by a cleaning that does not know it.
 */
import { host, type AppEntry } from '@murmur/build/apps';
import type { LiveState } from '../liveState';
import { activePreviews, type PreviewEntry } from '../previews/previewsFile';
import type { StorePaths } from '../store';
import { readCheckedRemotesJson } from '../trust/checkedRemotesJson';
import type { KeepReason } from './cleanSelection';

/** Every `version` string in a pointer entry, with the field it sits under. */
function versionsIn(value: unknown, under: string, found: Map<string, KeepReason>) {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'version' && typeof child === 'string' && !found.has(child)) {
      found.set(child, under === 'canary' ? 'canary' : under === 'lastGood' ? 'last good' : 'live');
    } else {
      versionsIn(child, key === 'canary' || key === 'lastGood' ? key : under, found);
    }
  }
}

export function neededVersions(
  paths: StorePaths,
  app: AppEntry,
  state: LiveState,
  previews: readonly PreviewEntry[],
  now: Date,
): Map<string, KeepReason> {
  const needed = new Map<string, KeepReason>();
  const pointer = state[app.dir];
  if (pointer?.live) needed.set(pointer.live, 'live');
  if (pointer?.canary) needed.set(pointer.canary.version, 'canary');
  if (app !== host) versionsIn(readCheckedRemotesJson(paths.remotesJson)[app.name], '', needed);
  for (const preview of activePreviews(previews, now)) {
    if (preview.app === app.dir && !needed.has(preview.version)) {
      needed.set(preview.version, 'preview');
    }
  }
  return needed;
}
