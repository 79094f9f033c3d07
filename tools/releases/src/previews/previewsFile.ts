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
import { isObject } from '@murmur/contract';
import { readPointers } from '../pointers';
import { appendToLog } from '../releaseLog';
import { RefusedError, type StorePaths } from '../store';
import { DAY_MS, MAX_PREVIEW_DAYS } from './previewSettings';
import {
  refuseUnlessAppName,
  refuseUnlessPreviewName,
  refuseUnlessVersion,
  shown,
} from '../trust/storeNames';

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

/**
 * Refuses an entry whose names could reach a path or a link: its app, remote, name and version
 * in their alphabets (trust/storeNames.ts), its manifest the version's own.
 */
function refuseBadPreview(entry: unknown, index: number): asserts entry is PreviewEntry {
  const where = `${PREVIEWS_FILE}'s preview ${index + 1}`;
  if (!isObject(entry)) throw new RefusedError(`${where} is not an object.`);
  refuseUnlessAppName(entry.app, where);
  refuseUnlessAppName(entry.remote, where, 'remote');
  refuseUnlessPreviewName(entry.name, where);
  refuseUnlessVersion(entry.version, where);
  const manifest = `/apps/${entry.app}/${entry.version}/mf-manifest.json`;
  if (entry.manifest !== manifest) {
    throw new RefusedError(
      `${where} names the manifest ${shown(entry.manifest)}: a preview's is its version's, ${manifest}.`,
    );
  }
  const lifetime = Date.parse(String(entry.expires)) - Date.parse(String(entry.created));
  if (!(lifetime <= MAX_PREVIEW_DAYS * DAY_MS)) {
    throw new RefusedError(
      `${where} runs from ${shown(entry.created)} to ${shown(entry.expires)}: a preview lasts at most ${MAX_PREVIEW_DAYS} days.`,
    );
  }
}

/** The previews, each checked (refuseBadPreview): one crafted entry refuses the file. */
export function readPreviews(paths: StorePaths): PreviewEntry[] {
  const path = previewsPath(paths);
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(json)) return [];
  json.forEach(refuseBadPreview);
  return json as PreviewEntry[];
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
