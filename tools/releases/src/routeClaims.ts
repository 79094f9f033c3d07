/**
 * A path belongs to one remote: a release that would make two remotes serve one path (with
 * what stays live, a canary included) is refused, naming both. The shell, given such a
 * remotes.json anyway, keeps the first remote's route (shell/src/routing/routeTable.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROUTES_FILE,
  parseRemoteRoutes,
  routeConflicts,
} from '@murmur/build/routes/routeDeclarations';
import type { AppEntry } from '@murmur/build/apps';
import type { RemoteRoute } from '@murmur/core';
import type { Candidate } from './compatibility';
import type { LiveState } from './liveState';
import { RELEASE_APPS, RefusedError, isShell, versionFolder } from './store';

/** The routes a build folder declares; none for a build without routes.json. */
export function routesOfFolder(folder: string, label: string): RemoteRoute[] {
  const file = join(folder, ROUTES_FILE);
  return existsSync(file) ? parseRemoteRoutes(JSON.parse(readFileSync(file, 'utf8')), label) : [];
}

/**
 * The routes a version of the store declares, which remotes.json carries to the shell; undefined
 * for a version built before remotes declared their routes (remotes.json then says nothing of
 * them, and the shell serves none of it).
 */
export function routesOfVersion(root: string, app: AppEntry, version: string) {
  const folder = versionFolder(root, app, version);
  return existsSync(join(folder, ROUTES_FILE))
    ? routesOfFolder(folder, `${app.dir} ${version}`)
    : undefined;
}

export function refuseConflictingRoutes(
  root: string,
  state: LiveState,
  candidates: readonly Candidate[],
): void {
  const byRemote: Record<string, RemoteRoute[]> = {};
  for (const app of RELEASE_APPS.filter((entry) => !isShell(entry))) {
    const candidate = candidates.find((entry) => entry.app === app);
    if (candidate) {
      byRemote[app.dir] = routesOfFolder(candidate.folder, candidate.label);
      continue;
    }
    const { live, canary } = state[app.dir]!;
    byRemote[app.dir] = [live, canary?.version].flatMap(
      (version) => (version && routesOfVersion(root, app, version)) || [],
    );
  }
  // The apps about to go live last, so each sentence names the newcomer first.
  const newcomers = new Set(candidates.map((candidate) => candidate.app.dir));
  const dirs = Object.keys(byRemote);
  const ordered = Object.fromEntries(
    [...dirs.filter((dir) => !newcomers.has(dir)), ...dirs.filter((dir) => newcomers.has(dir))].map(
      (dir) => [dir, byRemote[dir]!],
    ),
  );
  const conflicts = routeConflicts(ordered);
  if (conflicts.length > 0) {
    throw new RefusedError(`two remotes would serve one path:\n  ${conflicts.join('\n  ')}`);
  }
}
