/**
 * Builds on their way into the store: the command's own builds, or those taken with --from,
 * checked to be what they claim and held in the store's staging area (on its own disk, so that
 * becoming a version is a rename, versions.ts) until the deploy is done with them.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import pMap from 'p-map';
import type { AppEntry } from '@murmur/build/apps';
import { ROUTES_FILE } from '@murmur/build/routes/routeDeclarations';
import { processRuns } from '@murmur/tooling';
import { readManifest } from './deployCheck';
import type { ReleaseContext } from './context';
import { routesOfFolder } from './routeClaims';
import { RefusedError, isShell, type StorePaths } from './store';
import { refuseLinksAndSpecialFiles } from './trust/buildFiles';
import { BUILT_BY_DEPLOY, buildDigest, type StagedBuild } from './versions';

/** What a build folder holds that is not the app: the five-origin preview's files. */
const NOT_SHIPPED = new Set(['serve.json', 'remotes.json']);

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
  // Before anything is copied: a refused build leaves the store as it was.
  refuseLinksAndSpecialFiles(buildFolder);
  if (!isShell(app)) refuseBadRoutes(buildFolder, app);
  const folder = own ? buildFolder : stagingFolder(paths, app.dir);
  try {
    if (!own) cpSync(realpathSync(buildFolder), folder, { recursive: true });
    // Again, as the copy will be stored: the folder may have changed meanwhile.
    refuseLinksAndSpecialFiles(folder);
  } catch (error) {
    if (!own) rmSync(folder, { recursive: true, force: true });
    throw error;
  }
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

/**
 * A remote's routes.json, checked before its paths reach remotes.json, the pages' file names
 * and nginx's configuration (routeDeclarations.ts: a route's alphabet).
 */
function refuseBadRoutes(folder: string, app: AppEntry): void {
  try {
    routesOfFolder(folder, app.dir);
  } catch (error) {
    throw new RefusedError(`${folder}'s ${ROUTES_FILE}: ${(error as Error).message}`);
  }
}

/** The build folder of `app` under --from. */
function fromFolder(from: string, app: AppEntry, several: boolean): string {
  if (!several) return from;
  const candidates = [join(from, app.dir, 'dist'), join(from, app.dir)];
  const found = candidates.find((folder) => existsSync(join(folder, 'mf-manifest.json')));
  if (!found)
    throw new RefusedError(`${from} holds no build of ${app.dir} (${candidates.join(' or ')}).`);
  return found;
}

/**
 * Builds each app into the staging area (two at a time), or takes its build from `from`: a
 * build folder for one app, or a folder holding `<app>/dist` or `<app>` for each. Each staged
 * build is added to `staged` as soon as it is there, so a failure leaves nothing unaccounted.
 */
export async function stageBuilds(
  apps: readonly AppEntry[],
  from: string | undefined,
  context: ReleaseContext,
  staged: StagedBuild[],
): Promise<void> {
  const several = apps.length > 1;
  if (!from) {
    context.print(
      `Building ${apps.map((app) => app.dir).join(', ')}${several ? ' (two at a time)' : ''}…`,
    );
  }
  const stage = async (app: AppEntry) => {
    if (from) {
      staged.push(
        await stageBuild(context.paths, app, fromFolder(from, app, several), { own: false }),
      );
      return;
    }
    const folder = stagingFolder(context.paths, app.dir);
    try {
      await context.build(app, folder);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    staged.push(await stageBuild(context.paths, app, folder, { own: true }));
  };
  await pMap(apps, stage, { concurrency: 2 });
}

/** Drops what a refused deploy, or one whose build was already a version, left staged. */
export function discardStaged(staged: StagedBuild): void {
  rmSync(staged.folder, { recursive: true, force: true });
}
