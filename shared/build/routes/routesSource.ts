/**
 * A remote's route declarations read from its source (`src/routes.ts`, data only) without
 * building or running the remote: what its build emits as routes.json, and what the shell's
 * own builds (development and production) write into remotes.json for the remotes beside it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { createJiti } from 'jiti';
import type { RemoteRoute } from '@murmur/core';
import { ROUTES_FILE, parseRemoteRoutes } from './routeDeclarations';

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

/** Emits the remote's declarations as routes.json, read again on every compilation. */
export class EmitRoutesPlugin implements RspackPluginInstance {
  constructor(
    private readonly appDir: string,
    private readonly remote: string,
  ) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitRoutesPlugin', (compilation) => {
      compilation.fileDependencies.add(join(this.appDir, ROUTES_SOURCE));
      compilation.hooks.processAssets.tap(
        { name: 'EmitRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = readRoutesSource(this.appDir, this.remote);
          compilation.emitAsset(
            ROUTES_FILE,
            new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`),
          );
        },
      );
    });
  }
}
