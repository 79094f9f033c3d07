/**
 * The release store: one folder that a static host serves from one origin (docs/releases.md).
 *
 *   apps/<app>/<version>/   every version of every app, written once and never changed
 *   index.html              pointer: the live shell's page, its files under its version's folder
 *   remotes.json            pointer: each remote's live version (and canary), read by the shell
 *   first-screen/           the live shell's page per remote, with its first screen's hints,
 *                           written from the pointers (firstScreenPages.ts)
 *   remote-overrides.json   the deployment's override allow-list, from the first shell deployed
 *   previews.json           the versions a preview link may open (previews/previewsFile.ts)
 *   releases.log            one JSON line per deploy, rollback, promote and preview
 *   .lock, .staging/        a pointer change in progress, builds being written (never served)
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { allApps, host, type AppEntry } from '@murmur/build/apps';

export const repoRoot = resolve(__dirname, '../../..');

/** What a git command prints about this repository, or null where git cannot tell. */
export function gitOutput(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

/** `DEPLOY_DIR` (relative to where the command was typed), else `deploy/` at the root. */
export function storeRoot(env: NodeJS.ProcessEnv = process.env): string {
  const setting = env.DEPLOY_DIR;
  if (!setting) return join(repoRoot, 'deploy');
  return resolve(env.INIT_CWD ?? process.cwd(), setting);
}

export interface StorePaths {
  root: string;
  apps: string;
  shellPage: string;
  remotesJson: string;
  overrides: string;
  log: string;
  lock: string;
  staging: string;
}

export function storePaths(root: string): StorePaths {
  return {
    root,
    apps: join(root, 'apps'),
    shellPage: join(root, 'index.html'),
    remotesJson: join(root, 'remotes.json'),
    overrides: join(root, 'remote-overrides.json'),
    log: join(root, 'releases.log'),
    lock: join(root, '.lock'),
    staging: join(root, '.staging'),
  };
}

/** The apps a store holds, by the names the commands take: their workspace folders. */
export const RELEASE_APPS: readonly AppEntry[] = allApps;

export const isShell = (app: AppEntry) => app === host;

export function releaseAppNamed(name: string): AppEntry {
  const app = RELEASE_APPS.find((entry) => entry.dir === name);
  if (!app) {
    const names = RELEASE_APPS.map((entry) => entry.dir).join(', ');
    throw new RefusedError(`There is no app "${name}": name one of ${names}.`);
  }
  return app;
}

export const versionFolder = (root: string, app: AppEntry, version: string) =>
  join(root, 'apps', app.dir, version);

/** Where a version is served from, on the store's origin. */
export const versionPath = (app: AppEntry, version: string) => `/apps/${app.dir}/${version}/`;

/** A command that will not do what it was asked, and says why: it exits 1 with the message. */
export class RefusedError extends Error {}

/** Runs a pointer change; a refusal is told as "`notDone`: why. The pointers are unchanged." */
export async function unchangedIfRefused(notDone: string, change: () => Promise<void>) {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    throw new RefusedError(`${notDone}: ${error.message}\nThe pointers are unchanged.`);
  }
}
