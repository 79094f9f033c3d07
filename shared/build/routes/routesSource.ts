/**
 * A remote's route declarations read from its source (`src/routes.ts`, data only) without
 * building or running the remote: what its build emits as routes.json, and what the shell's
 * own builds (development and production) write into remotes.json for the remotes beside it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import type { RemoteRoute } from '@murmur/contract';
import { parseRemoteRoutes } from './routeDeclarations';

/** Where a remote declares its routes, under its folder. */
export const ROUTES_SOURCE = 'src/routes.ts';

/** The declarations of the remote in `appDir`, checked; [] for a remote without the file. */
export function readRoutesSource(appDir: string, remote: string): RemoteRoute[] {
  const file = join(appDir, ROUTES_SOURCE);
  if (!existsSync(file)) return [];
  // A fresh read every time: `npm start` and the tests read a file that may have changed.
  const jiti = createJiti(__filename, { moduleCache: false, fsCache: false });
  const module = jiti(file) as { routes?: unknown };
  return parseRemoteRoutes(module.routes, remote);
}
