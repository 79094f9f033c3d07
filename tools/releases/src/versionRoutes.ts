/**
 * The routes a remote's version declares: the routes.json its build wrote beside its manifest
 * (shared/build/routes), which the store's remotes.json carries to the shell. A version built
 * without one (before remotes declared their routes) has none: remotes.json then says nothing
 * of its routes, and the shell serves none of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppEntry } from '@murmur/build/apps';
import { ROUTES_FILE, parseRemoteRoutes } from '@murmur/build/routes/routeDeclarations';
import type { RemoteRoute } from '@murmur/core';
import { versionFolder } from './store';

export function routesOfVersion(
  root: string,
  app: AppEntry,
  version: string,
): RemoteRoute[] | undefined {
  const file = join(versionFolder(root, app, version), ROUTES_FILE);
  if (!existsSync(file)) return undefined;
  return parseRemoteRoutes(JSON.parse(readFileSync(file, 'utf8')), `${app.dir} ${version}`);
}
