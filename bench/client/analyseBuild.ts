/**
 * Builds the five apps once more through Rspack's API, into a scratch folder, to learn which
 * modules each emitted JS file holds. File names carry content hashes, so they match the real
 * build's and the browser's requests can be traced to modules (to count copies of a library).
 * Run in its own process: the app configs read MURMUR_MOCK_API when they are imported.
 *   jiti bench/client/analyseBuild.ts <outDir> <moduleMap.json> [<repository root>]
 * The root (this repository by default) may be another worktree, e.g. main before a change: its
 * apps are built with its own Rspack, as its configs create their plugins with that one.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Configuration, MultiStats, StatsModule, rspack as Rspack } from '@rspack/core';
import { allApps } from '@murmur/build/apps';
import { REPO_ROOT } from '../shared/paths';

export interface EmittedFile {
  app: string;
  bytes: number;
  /** Source files inside it, relative to the repository (node_modules/react/cjs/…). */
  modules: string[];
}

/** Emitted JS file name (no folder) → what it holds. */
export type ModuleMap = Record<string, EmittedFile>;

/** A module's source file, and those of the modules concatenated into it. */
function sourcesOf(repoRoot: string, module: StatsModule): string[] {
  const own = module.nameForCondition ? [relative(repoRoot, module.nameForCondition)] : [];
  return [...own, ...(module.modules ?? []).flatMap((inner) => sourcesOf(repoRoot, inner))];
}

async function main() {
  const [outDir, mapFile, root] = process.argv.slice(2);
  if (!outDir || !mapFile) {
    throw new Error('usage: analyseBuild.ts <outDir> <moduleMap.json> [<repository root>]');
  }
  const repoRoot = resolve(root ?? REPO_ROOT);
  const { rspack } = createRequire(join(repoRoot, 'package.json'))('@rspack/core') as {
    rspack: typeof Rspack;
  };
  process.env.NODE_ENV = 'production';

  const configs: Configuration[] = [];
  for (const app of allApps) {
    const file = pathToFileURL(join(repoRoot, app.dir, 'rspack.config.ts')).href;
    const { default: config } = (await import(file)) as { default: Configuration };
    configs.push({ ...config, output: { ...config.output, path: join(outDir, app.dir) } });
  }

  const stats = await new Promise<MultiStats>((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('no stats'));
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })));
      else resolve(result);
    });
  });

  const map: ModuleMap = {};
  stats.stats.forEach((appStats, index) => {
    const app = allApps[index]!.name;
    const json = appStats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      nestedModules: true,
      dependentModules: true,
      assets: true,
    });
    const sizes = new Map((json.assets ?? []).map((asset) => [asset.name, asset.size]));
    for (const chunk of json.chunks ?? []) {
      const modules = [
        ...new Set((chunk.modules ?? []).flatMap((module) => sourcesOf(repoRoot, module))),
      ];
      for (const file of chunk.files ?? []) {
        if (!file.endsWith('.js')) continue;
        const name = file.split('/').at(-1)!;
        map[`${app}/${name}`] = { app, bytes: sizes.get(file) ?? 0, modules };
      }
    }
  });
  writeFileSync(mapFile, JSON.stringify(map));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
