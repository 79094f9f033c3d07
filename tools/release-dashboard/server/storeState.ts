/**
 * The store as the page draws it: each app's versions with what each is now (live, canary and
 * its share, previews, last good, faulty), what a plain rollback would make live, and its lines
 * of the release log, newest first.
 */
import { existsSync } from 'node:fs';
import type {
  AppReleases,
  JudgeThresholds,
  LogRow,
  PreviewRow,
  ReleasesAnswer,
  VersionRow,
} from '../api/dashboardApi';
import {
  BUILT_BY_DEPLOY,
  RELEASE_APPS,
  faultyVersions,
  isExpired,
  isShell,
  judgeSettingsFrom,
  lastGoodOf,
  listVersions,
  previewLink,
  previousLive,
  readLog,
  readPointers,
  readPreviews,
  storeOrigin,
  type AppEntry,
  type AppPointer,
  type LogEntry,
  type ReleaseContext,
  type VersionInfo,
} from '@murmur/releases';

/** Enough history to read at a glance; the whole of it is `releases.log`. */
export const LOG_LINES_PER_APP = 50;

function originOf(info: VersionInfo): string {
  if (info.commit !== null) return info.uncommitted ? `${info.commit} + uncommitted` : info.commit;
  return info.source === BUILT_BY_DEPLOY ? 'built outside git' : `from ${info.source}`;
}

/** What `npm run rollback -- <app>` would make live now, or null when it would refuse. */
function rollbackTarget(app: AppEntry, pointer: AppPointer, log: LogEntry[]): string | null {
  if (!pointer.live) return null;
  if (pointer.canary) return pointer.live;
  try {
    return previousLive(log, app, pointer.live);
  } catch {
    return null; // nothing before it: the page offers only a rollback to a named version
  }
}

function appReleases(
  app: AppEntry,
  pointer: AppPointer,
  log: LogEntry[],
  previews: PreviewRow[],
  context: ReleaseContext,
): AppReleases {
  const faulty = faultyVersions(log, app.dir);
  const lastGood = isShell(app) ? null : lastGoodOf(log, app.dir, pointer.live, faulty);
  const mine = previews.filter((preview) => preview.app === app.dir);
  const versions: VersionRow[] = listVersions(context.paths, app)
    .reverse()
    .map((info) => ({
      version: info.version,
      createdAt: info.createdAt,
      origin: originOf(info),
      core: info.core,
      live: pointer.live === info.version,
      canaryPercent: pointer.canary?.version === info.version ? pointer.canary.percent : null,
      lastGood: lastGood === info.version,
      faulty: faulty.has(info.version),
      previews: mine.filter((preview) => preview.version === info.version),
    }));
  const lines = log.filter((entry) => entry.app === app.dir).slice(-LOG_LINES_PER_APP);
  return {
    app: app.dir,
    telemetryName: app.name,
    live: pointer.live,
    canary: pointer.canary,
    lastGood,
    rollbackTarget: rollbackTarget(app, pointer, log),
    versions,
    previews: mine,
    log: lines.reverse() as LogRow[],
  };
}

export function judgeThresholds(): JudgeThresholds {
  const settings = judgeSettingsFrom();
  return {
    minSessions: settings.minSessions,
    errorMargin: settings.errorMargin,
    vitalsMargin: settings.vitalsMargin,
    vitalsSlackMs: settings.vitalsSlackMs,
    rollbackSessions: settings.rollbackSessions,
    rollbackErrorMargin: settings.rollbackErrorMargin,
  };
}

export function readReleases(context: ReleaseContext, now = new Date()): ReleasesAnswer {
  const { paths } = context;
  const exists = existsSync(paths.root);
  const state = exists ? readPointers(paths) : {};
  const log = exists ? readLog(paths.log) : [];
  const previews: PreviewRow[] = (exists ? readPreviews(paths) : []).map((preview) => ({
    app: preview.app,
    name: preview.name,
    version: preview.version,
    expires: preview.expires,
    expired: isExpired(preview, now),
    link: previewLink(storeOrigin(), preview.app, preview.name),
  }));
  const apps = RELEASE_APPS.map((app) =>
    appReleases(app, state[app.dir] ?? { live: null, canary: null }, log, previews, context),
  );
  return { store: paths.root, exists, apps, judge: judgeThresholds(), readAt: now.toISOString() };
}
