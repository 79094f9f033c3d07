/**
 * What every mode of the client bench starts from: a worktree's builds (the timed `npm run
 * build`, the analysis builds' module maps, the floor), served on the bench's ports with the
 * guest signed in once, and the result a run writes of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { timeCommand } from '@murmur/tooling';
import { REPO_ROOT } from '../shared/paths';
import { headerOf } from '../shared/results';
import type { ModuleMap } from './analyseBuild';
import { benchEnv, type Options } from './env';
import { measureFloor } from './floor';
import { reduxToolkitOnHome } from './measure/bytes';
import type { BenchResult } from './report';
import { serveBuilds } from './serveBuilds';

export const step = (message: string) => console.log(`\n▸ ${message}`);

/** Builds again through Rspack's API (same configs) to learn which modules each file holds. */
function analyse(mode: 'mock-on' | 'mock-off', root: string, dir: string): ModuleMap {
  const mapFile = join(dir, `modules-${mode}.json`);
  const result = spawnSync(
    join(REPO_ROOT, 'node_modules/.bin/jiti'),
    [join(__dirname, 'analyseBuild.ts'), join(dir, 'analysis', mode), mapFile, root],
    {
      stdio: 'inherit',
      env: { ...process.env, MURMUR_MOCK_API: mode === 'mock-on' ? 'true' : 'false' },
    },
  );
  if (result.status !== 0) throw new Error(`The ${mode} analysis build failed`);
  return JSON.parse(readFileSync(mapFile, 'utf8')) as ModuleMap;
}

/**
 * What a worktree's builds hold: the timed build (when `timed`), the analysis builds' module
 * maps, the floor.
 */
export async function measureBuilds(root: string, dir: string, timed: boolean) {
  mkdirSync(dir, { recursive: true });
  let buildMs: number | null = null;
  if (timed) {
    step(`npm run build of ${root} (timed)`);
    buildMs = await timeCommand(`npm run build --prefix ${root}`, join(dir, 'build.log'));
    console.log(`  ${(buildMs / 1000).toFixed(1)} s`);
  }
  step(`what each file of ${root} holds (analysis builds, mock on and off)`);
  const moduleMap = analyse('mock-on', root, dir);
  const mockOffMap = analyse('mock-off', root, dir);
  const mirageFiles = Object.values(mockOffMap).filter((file) =>
    file.modules.some((module) => module.startsWith('node_modules/miragejs/')),
  ).length;
  step('the floor: shared libraries alone, tree-shaken');
  const floor = await measureFloor(root, dir);
  return { root, buildMs, moduleMap, mockOffMap, mirageFiles, floor };
}

export type Builds = Awaited<ReturnType<typeof measureBuilds>>;

/**
 * Serves a worktree's mock-on analysis build (on 4300–4304, or `portOffset` above) and signs
 * the guest in once: what the browser measures work with.
 */
export async function serveForBench(
  browser: Browser,
  builds: Builds,
  dir: string,
  options: Options,
  portOffset = 0,
) {
  const ports = `${4300 + portOffset}–${4304 + portOffset}`;
  step(`serving the mock-on analysis build of ${builds.root} on ${ports}`);
  const served = await serveBuilds(join(dir, 'analysis', 'mock-on'), dir, {
    hints: ['tools/dev/src/serveShell.ts', 'scripts/lib/serveShell.ts'].some((server) =>
      existsSync(join(builds.root, server)),
    ),
    portOffset,
  });
  try {
    const { shellUrl, appOfOrigin } = served;
    const env = await benchEnv(browser, shellUrl, appOfOrigin, builds.moduleMap, options);
    return { env, stop: () => served.stop() };
  } catch (error) {
    await served.stop();
    throw error;
  }
}

/** A result as written to bench-results/: a worktree's builds and what was measured of them. */
export function resultOf(
  label: string,
  options: Options,
  builds: Builds,
  measures: Pick<
    BenchResult,
    'bytes' | 'homeLoad' | 'peers' | 'loginLoad' | 'slowHomeLoad' | 'drawn'
  > &
    Partial<BenchResult>,
): BenchResult {
  const homeFiles = measures.bytes.home.firstView;
  return {
    ...headerOf('client', label, builds.root),
    root: builds.root,
    options,
    buildMs: builds.buildMs,
    devStart: null,
    devLoop: null,
    serverScale: null,
    floor: builds.floor,
    // The page's JS without the mock's files (a worker's files are not the page's anyway).
    mockOff: {
      mirageFiles: builds.mirageFiles,
      homeFirstViewJsGzip: homeFiles.js.gzip - homeFiles.mockJs.gzip,
    },
    reduxToolkit: reduxToolkitOnHome(homeFiles, builds.moduleMap),
    ...measures,
  };
}
