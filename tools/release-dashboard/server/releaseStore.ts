/**
 * The release store's own code, as the dashboard uses it: every read and every change goes
 * through `scripts/lib/release` (the CLI's modules, its lock and its log), never a copy. This is
 * the one module of the dashboard that reaches into it, so that moving the release code into a
 * workspace of its own is an edit of these lines only.
 */
export type { AppEntry } from '@murmur/build/apps';
export { buildWithNpm } from '../../../scripts/lib/release/buildApps';
export type { ReleaseContext } from '../../../scripts/lib/release/context';
export { apiAddress } from '../../../scripts/lib/release/health/healthSummary';
export { judgeSettingsFrom } from '../../../scripts/lib/release/health/judgeRule';
export { faultyVersions, lastGoodOf } from '../../../scripts/lib/release/lastGood';
export { readPointers, type AppPointer } from '../../../scripts/lib/release/pointers';
export { previewLink, storeOrigin } from '../../../scripts/lib/release/previews/previewSettings';
export { isExpired, readPreviews } from '../../../scripts/lib/release/previews/previewsFile';
export { removePreview } from '../../../scripts/lib/release/previews/removePreview';
export { promote } from '../../../scripts/lib/release/promote';
export { readLog, whoIsRunning, type LogEntry } from '../../../scripts/lib/release/releaseLog';
export { previousLive, rollback } from '../../../scripts/lib/release/rollback';
export {
  RELEASE_APPS,
  RefusedError,
  isShell,
  releaseAppNamed,
  storePaths,
  storeRoot,
} from '../../../scripts/lib/release/store';
export {
  BUILT_BY_DEPLOY,
  listVersions,
  type VersionInfo,
} from '../../../scripts/lib/release/versions';
