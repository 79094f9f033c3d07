/**
 * The versions of an app in the store: `apps/<app>/v1`, `v2`, … Each is a build's files as the
 * build wrote them, plus `release.json` (when, from which commit, which core), written once:
 * a version folder appears whole, by renaming a finished staging folder into place, and is
 * never changed after (its files are made read-only).
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import type { AppEntry } from '@murmur/build/apps';
import { INTEGRITY_LIST } from '@murmur/contract';
import { writeIntegrityList } from './integrity';
import { RefusedError, gitOutput, type StorePaths } from './store';

export const RELEASE_INFO = 'release.json';

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
/** A build ready to become a version: its files in the store's staging area (staging.ts). */
export interface StagedBuild {
  app: AppEntry;
  folder: string;
  digest: string;
  core: string | null;
  source: string;
}

export const BUILT_BY_DEPLOY = 'npm run deploy';

export const versionNumber = (version: string) => Number(/^v(\d+)$/.exec(version)?.[1] ?? NaN);

/**
 * A version's plain files, by their paths in it. A link is not followed (a version holds none:
 * staging.ts refuses them), so nothing outside the version is hashed or made read-only.
 */
export function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** What the store writes into a version beside the build's own files. */
const WRITTEN_BY_STORE = new Set([RELEASE_INFO, INTEGRITY_LIST]);

/** One hash over every file's path and bytes, the store's own files aside. */
export function buildDigest(folder: string): string {
  const hash = createHash('sha256');
  for (const path of filesOf(folder).filter((file) => !WRITTEN_BY_STORE.has(file))) {
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
  const commit = gitOutput('rev-parse', '--short', 'HEAD');
  return { commit, uncommitted: commit !== null && gitOutput('status', '--porcelain') !== '' };
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
    // Last, so it pins every other file, release.json too.
    writeIntegrityList(staged.folder, filesOf(staged.folder));
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
