/**
 * @murmur/releases: the release store as a library, for the tools beside its commands (the
 * release dashboard, the dev runner's preview, the benches) and the tests that judge its rules.
 * Every read and change goes through these modules, their lock and their log: never a copy.
 */
export type { AppEntry } from '@murmur/build/apps';
export { buildWithNpm } from './buildApps';
export type { ReleaseContext } from './context';
export { deploy } from './deploy';
export type { VersionHealth } from './health/versionHealth';
export {
  DEFAULT_JUDGE_SETTINGS,
  judgeCanary,
  judgeSettingsFrom,
  type JudgeSettings,
} from './health/judgeRule';
export { sriOf } from './integrity';
export { faultyVersions, lastGoodOf } from './lastGood';
export { readPointers } from './pointers';
export type { AppPointer } from './liveState';
export { previewLink, storeOrigin } from './previews/previewSettings';
export { isExpired, readPreviews } from './previews/previewsFile';
export { removePreview } from './previews/removePreview';
export { promote } from './promote';
export { readLog, whoIsRunning, type LogEntry } from './releaseLog';
export { previousLive, rollback } from './rollback';
export { routesOfFolder } from './routeClaims';
export {
  RELEASE_APPS,
  RefusedError,
  isShell,
  releaseAppNamed,
  storePaths,
  storeRoot,
} from './store';
export { BUILT_BY_DEPLOY, listVersions, type VersionInfo } from './versions';
