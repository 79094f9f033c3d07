/**
 * `previews.json` at the store's root: the versions a browser may be put on by a preview link
 * (`/?preview=<app>:<name>`), each under its app and name. It is the only place the shell looks
 * a preview up, so a link carries names, never a URL: a preview is always a version of this
 * store. remotes.json never mentions a preview, so no other browser gets one.
 *
 *   [{ "app": "feed-app", "remote": "feed", "name": "new-suggestions", "version": "v4",
 *      "manifest": "/apps/feed-app/v4/mf-manifest.json",
 *      "created": "2026-11-27T05:00:00.000Z", "expires": "2026-12-04T05:00:00.000Z" }]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteRoute } from '@murmur/core';
import { writeFileAtomically } from '../atomicWrite';
import type { ReleaseContext } from '../context';
import type { IntegrityList } from '../integrity';
import { readPointers } from '../pointers';
import { appendToLog } from '../releaseLog';
import type { StorePaths } from '../store';

export interface PreviewEntry {
  /** The app's folder name, as the commands take it (`feed-app`). */
  app: string;
  /** The remote's name in remotes.json (`feed`), for the shell. */
  remote: string;
  name: string;
  version: string;
  /** The version's manifest, a path on the store's origin. */
  manifest: string;
  /** The routes the version declares (its routes.json), for the router of the preview's browser. */
  routes?: RemoteRoute[];
  /** Its entry files' and integrity list's hashes (integrity.ts), pinned as a live version's. */
  integrity?: IntegrityList;
  created: string;
  /** After this the link puts nobody on the preview, and the cleaning may take its files. */
  expires: string;
}

export const PREVIEWS_FILE = 'previews.json';

export const previewsPath = (paths: StorePaths) => join(paths.root, PREVIEWS_FILE);

export function readPreviews(paths: StorePaths): PreviewEntry[] {
  const path = previewsPath(paths);
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  return Array.isArray(json) ? (json as PreviewEntry[]) : [];
}

/** Replaces the file in one rename, sorted so that a listing reads in a stable order. */
export function writePreviews(paths: StorePaths, previews: readonly PreviewEntry[]): void {
  const sorted = [...previews].sort(
    (a, b) => a.app.localeCompare(b.app) || a.name.localeCompare(b.name),
  );
  writeFileAtomically(previewsPath(paths), `${JSON.stringify(sorted, null, 2)}\n`);
}

export const isExpired = (preview: PreviewEntry, now: Date) =>
  Date.parse(preview.expires) <= now.getTime();

/**
 * A preview recorded or removed, in the release log: its app's pointer is what it was (`live`,
 * `canary`), the line says which version the preview's link opens (or opened).
 */
export function logPreview(
  context: ReleaseContext,
  action: 'preview' | 'preview-removed',
  preview: PreviewEntry,
  summary: string,
): void {
  const pointer = readPointers(context.paths)[preview.app];
  appendToLog(context.paths.log, {
    at: new Date().toISOString(),
    action,
    app: preview.app,
    version: preview.version,
    previous: pointer?.live ?? null,
    live: pointer?.live ?? null,
    canary: pointer?.canary ?? null,
    by: context.by,
    summary,
    preview: preview.name,
    ...(context.via && { via: context.via }),
  });
}

/** The previews a link still opens. */
export const activePreviews = (previews: readonly PreviewEntry[], now: Date) =>
  previews.filter((preview) => !isExpired(preview, now));
