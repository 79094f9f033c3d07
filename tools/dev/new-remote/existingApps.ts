/**
 * What the repository already holds, so a new remote takes nothing that is another's: its
 * name, its folder, its ports and its paths.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readWorkspaceApps, type WorkspaceApp } from '@murmur/build/workspaceApps.mjs';
import { devBuildEventsPort } from '@murmur/build/apps';
import { readRoutesSource } from '@murmur/build/routes/routesSource';

export interface ClaimedPath {
  path: string;
  /** The workspace that serves it. */
  dir: string;
}

export interface ExistingApps {
  apps: WorkspaceApp[];
  /** Every path a remote declares in its src/routes.ts. */
  paths: ClaimedPath[];
  /** Every port an app or the tooling listens on. */
  ports: Set<number>;
  /** The highest navigation position taken. */
  lastNavOrder: number;
  /** Folders at the root, taken or not by a workspace. */
  folders: Set<string>;
}

export function readExistingApps(root: string): ExistingApps {
  const { host, remotes } = readWorkspaceApps(root);
  const apps = [host, ...remotes];
  const routes = remotes.flatMap((app) =>
    readRoutesSource(join(root, app.dir), app.name).map((route) => ({ route, dir: app.dir })),
  );
  return {
    apps,
    paths: routes.map(({ route, dir }) => ({ path: route.path, dir })),
    ports: new Set([...apps.flatMap((app) => [app.devPort, app.servePort]), devBuildEventsPort]),
    lastNavOrder: Math.max(0, ...routes.map(({ route }) => route.nav?.order ?? 0)),
    folders: new Set(readdirSync(root)),
  };
}
