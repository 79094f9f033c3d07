/**
 * The versions of an app in the store: `apps/<app>/v1`, `v2`, … Each is a build's files as the
 * build wrote them, plus `release.json` (when, from which commit, which core), written once:
 * a version folder appears whole, by renaming a finished staging folder into place, and is
 * never changed after (its files are made read-only).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { AppEntry } from '@murmur/build/apps';
import { readManifest } from '../deployCheck';
import { RefusedError, isShell, repoRoot, type StorePaths } from './store';

export const RELEASE_INFO = 'release.json';

/** What a build folder holds that is not the app: the five-origin preview's files. */
const NOT_SHIPPED = new Set(['serve.json', 'remotes.json']);

export interface VersionInfo {
  app: string;
  version: string;
  /** When the version was written into the store. */
  createdAt: string;
  /** The commit it was built from (short), or null for a build taken with --from. */
  commit: string | null;
  /** Built from a working tree with changes not committed. */
  uncommitted: boolean;
  /** @murmur/core: the range a remote needs, or the version a shell provides. */
  core: string | null;
  /** The hash of every file of the build: the same build deployed again is this version. */
  digest: string;
  /** "npm run deploy" for a build the command made, else the folder it was taken from. */
  source: string;
}

/** How a version made by the command itself names its source. */
export const BUILT_BY_DEPLOY = 'npm run deploy';

export const versionNumber = (version: string) => Number(/^v(\d+)$/.exec(version)?.[1] ?? NaN);

export function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(folder, path)).isFile())
    .sort();
}

/** One hash over every file's path and bytes, release.json aside. */
export function buildDigest(folder: string): string {
  const hash = createHash('sha256');
  for (const path of filesOf(folder).filter((file) => file !== RELEASE_INFO)) {
    hash.update(`${path}\0`).update(
      createHash('sha256')
        .update(readFileSync(join(folder, path)))
        .digest('hex'),
    );
  }
  return hash.digest('hex');
}

export function listVersions(paths: StorePaths, app: AppEntry): VersionInfo[] {
  const folder = join(paths.apps, app.dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => Number.isInteger(versionNumber(name)))
    .flatMap((name) => {
      const info = join(folder, name, RELEASE_INFO);
      return existsSync(info) ? [JSON.parse(readFileSync(info, 'utf8')) as VersionInfo] : [];
    })
    .sort((a, b) => versionNumber(a.version) - versionNumber(b.version));
}

export function versionInfo(paths: StorePaths, app: AppEntry, version: string): VersionInfo {
  const info = listVersions(paths, app).find((entry) => entry.version === version);
  if (!info) {
    const known = listVersions(paths, app).map((entry) => entry.version);
    throw new RefusedError(
      `${app.dir} has no version ${version} in the store${known.length > 0 ? ` (it has ${known.join(', ')})` : ''}.`,
    );
  }
  return info;
}

/** The build's commit, when the build is the command's own. */
function gitState(): { commit: string | null; uncommitted: boolean } {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' }).trim();
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommitted: git('status', '--porcelain') !== '',
    };
  } catch {
    return { commit: null, uncommitted: false };
  }
}

/** A build ready to become a version: its files in the store's staging area. */
export interface StagedBuild {
  app: AppEntry;
  folder: string;
  digest: string;
  core: string | null;
  source: string;
}

/**
 * A fresh folder in the staging area, on the store's own file system (so a rename moves it),
 * named with the process's id.
 */
export function stagingFolder(paths: StorePaths, label: string): string {
  mkdirSync(paths.staging, { recursive: true });
  return mkdtempSync(join(paths.staging, `${label}-${process.pid}-`));
}

/** Removes what deploys that were interrupted (their process is gone) left staged. */
export function sweepAbandonedStaging(paths: StorePaths): void {
  if (!existsSync(paths.staging)) return;
  for (const name of readdirSync(paths.staging)) {
    const pid = Number(/-(\d+)-[^-]+$/.exec(name)?.[1] ?? NaN);
    if (Number.isInteger(pid) && !processRuns(pid)) {
      rmSync(join(paths.staging, name), { recursive: true, force: true });
    }
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Checks that a build folder is a production build of `app`, and takes its files into the
 * staging area (a copy for --from, the folder itself for the command's own build).
 */
export async function stageBuild(
  paths: StorePaths,
  app: AppEntry,
  buildFolder: string,
  { own }: { own: boolean },
): Promise<StagedBuild> {
  if (!existsSync(join(buildFolder, 'mf-manifest.json'))) {
    throw new RefusedError(
      `${buildFolder} holds no mf-manifest.json: it is not a build of ${app.dir}.`,
    );
  }
  const manifest = await readManifest(buildFolder);
  if (manifest.metaData?.name !== app.name) {
    throw new RefusedError(
      `${buildFolder} is a build of "${manifest.metaData?.name ?? 'an unknown app'}", not of ${app.dir}.`,
    );
  }
  if (isShell(app) && !existsSync(join(buildFolder, 'index.html'))) {
    throw new RefusedError(`${buildFolder} has no index.html: it is not a build of the shell.`);
  }
  const folder = own ? buildFolder : stagingFolder(paths, app.dir);
  if (!own) cpSync(buildFolder, folder, { recursive: true });
  for (const file of NOT_SHIPPED) rmSync(join(folder, file), { force: true });
  const core = manifest.shared?.find((entry) => entry.name === '@murmur/core');
  return {
    app,
    folder,
    digest: buildDigest(folder),
    core: (isShell(app) ? core?.version : core?.requiredVersion || undefined) ?? null,
    source: own ? BUILT_BY_DEPLOY : buildFolder,
  };
}

/** The version of the app that holds exactly this build, if one does. */
export function sameBuildAs(paths: StorePaths, staged: StagedBuild): VersionInfo | undefined {
  return listVersions(paths, staged.app).find((info) => info.digest === staged.digest);
}

function makeReadOnly(folder: string) {
  for (const path of filesOf(folder)) chmodSync(join(folder, path), 0o444);
}

/** Moves a staged build into the store as the app's next version; returns its info. */
export function writeVersion(paths: StorePaths, staged: StagedBuild): VersionInfo {
  const appFolder = join(paths.apps, staged.app.dir);
  mkdirSync(appFolder, { recursive: true });
  const { commit, uncommitted } =
    staged.source === BUILT_BY_DEPLOY ? gitState() : { commit: null, uncommitted: false };
  let next =
    Math.max(0, ...listVersions(paths, staged.app).map((info) => versionNumber(info.version))) + 1;
  for (;;) {
    const info: VersionInfo = {
      app: staged.app.dir,
      version: `v${next}`,
      createdAt: new Date().toISOString(),
      commit,
      uncommitted,
      core: staged.core,
      digest: staged.digest,
      source: staged.source,
    };
    writeFileSync(join(staged.folder, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
    try {
      // Fails when the name is taken (another deploy of this app got there first): take the next.
      renameSync(staged.folder, join(appFolder, info.version));
      makeReadOnly(join(appFolder, info.version));
      return info;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      next += 1;
    }
  }
}

/** Drops what a refused deploy, or one whose build was already a version, left staged. */
export function discardStaged(staged: StagedBuild): void {
  rmSync(staged.folder, { recursive: true, force: true });
}
