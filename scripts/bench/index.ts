/**
 * `npm run bench`: times `npm run build`, builds Murmur again through Rspack's API (to know what
 * every emitted file holds), serves that build on ports 4300–4304, drives Chromium
 * through the load path and the feed at scale, and prints a table (also written as JSON to
 * bench-results/). Times are medians of cold runs; bytes are gzip level 9 of what the browser
 * received. Options:
 *   --runs N          cold runs per timed measure (default 5)
 *   --seed-posts N    posts in the mock for the feed-at-scale measure (default 5000)
 *   --scroll-posts N  how far the feeds at scale are scrolled, in posts (default 1000)
 *   --label NAME      names the JSON file: bench-results/NAME.json (default: a timestamp)
 *   --compare FILE    prints FILE's figures beside this run's (before/after)
 *   --root DIR        builds and measures the apps of another worktree of Murmur (e.g. main
 *                     before a change), with this benchmark's measures; no dev server measures
 *   --skip-build      does not time `npm run build`
 *   --skip-dev        does not time the dev servers
 *   --server-scale    also the mock-off build against API servers on PostgreSQL with 22 posts
 *                     and with --server-posts (default 1000000) and --server-users (10000):
 *                     several minutes more (serverScale/)
 * On a machine shared with browser tests, run it under their lock:
 *   flock /tmp/murmur-browser.lock npm run bench
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ModuleMap } from './analyseBuild';
import { SEED_POST_COUNT } from '@murmur/contract';
import { launchBrowser } from './browser';
import { guestSession, makeOpen, type BenchEnv } from './env';
import { measureFloor } from './floor';
import { measureBytes, reduxToolkitOnHome } from './measure/bytes';
import { timeBuild, timeDevStart } from './measure/buildAndDev';
import { measureDevLoop } from './measure/devLoop';
import {
  measureHomeLoad,
  measureLoginLoad,
  measureNavigation,
  measurePeers,
  measureScale,
} from './measure/timings';
import { measureSharedCopy } from './measure/sharedCopy';
import { table, type BenchResult } from './report';
import { serverScaleTable } from './reportServerScale';
import { serveBuilds } from './serveBuilds';
import { benchServerScale } from './serverScale';

/** This repository: the benchmark's own code, its results, its servers' scripts. */
const benchRoot = join(__dirname, '../..');
const resultsDir = join(benchRoot, 'bench-results');
const workDir = join(resultsDir, 'work');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'seed-posts': { type: 'string', default: '5000' },
    'scroll-posts': { type: 'string', default: '1000' },
    label: { type: 'string' },
    compare: { type: 'string' },
    root: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'skip-dev': { type: 'boolean', default: false },
    'server-scale': { type: 'boolean', default: false },
    'server-posts': { type: 'string', default: '1000000' },
    'server-users': { type: 'string', default: '10000' },
  },
});

/** The worktree whose apps are built and measured: this one unless --root names another. */
const repoRoot = resolve(args.root ?? benchRoot);
const otherRoot = repoRoot !== resolve(benchRoot);

const step = (message: string) => console.log(`\n▸ ${message}`);

/** The commit a worktree is at, so a result says which code it measured. */
function commitOf(root: string): string {
  const result = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/** Builds again through Rspack's API (same configs) to learn which modules each file holds. */
function analyse(mode: 'mock-on' | 'mock-off'): ModuleMap {
  const mapFile = join(workDir, `modules-${mode}.json`);
  const result = spawnSync(
    join(benchRoot, 'node_modules/.bin/jiti'),
    [join(__dirname, 'analyseBuild.ts'), join(workDir, 'analysis', mode), mapFile, repoRoot],
    {
      stdio: 'inherit',
      env: { ...process.env, MURMUR_MOCK_API: mode === 'mock-on' ? 'true' : 'false' },
    },
  );
  if (result.status !== 0) throw new Error(`The ${mode} analysis build failed`);
  return JSON.parse(readFileSync(mapFile, 'utf8')) as ModuleMap;
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  const runs = Number(args.runs);
  const seedPosts = Number(args['seed-posts']);
  const scrollPosts = Number(args['scroll-posts']);
  if (otherRoot) console.log(`Measuring the apps of ${repoRoot}`);

  let buildMs: number | null = null;
  if (!args['skip-build']) {
    step('npm run build (timed)');
    buildMs = await timeBuild(repoRoot, workDir);
    console.log(`  ${(buildMs / 1000).toFixed(1)} s`);
  }
  step('what each emitted file holds (analysis builds, mock on and off)');
  const moduleMap = analyse('mock-on');
  const mockOffMap = analyse('mock-off');
  const mirageFiles = Object.values(mockOffMap).filter((file) =>
    file.modules.some((module) => module.startsWith('node_modules/miragejs/')),
  ).length;

  step('the floor: shared libraries alone, tree-shaken');
  const floor = await measureFloor(repoRoot, workDir);

  step('serving the mock-on analysis build on 4300–4304');
  const served = await serveBuilds(benchRoot, join(workDir, 'analysis', 'mock-on'), workDir);
  const browser = await launchBrowser();
  try {
    const open = makeOpen(browser, served.shellUrl, served.appOfOrigin);
    const env: BenchEnv = {
      browser,
      baseURL: served.shellUrl,
      appOfOrigin: served.appOfOrigin,
      moduleMap,
      runs,
      seedPosts,
      scrollPosts,
      session: await guestSession(open),
      open,
    };
    step('bytes of / and /home, copies of the shared libraries');
    const bytes = await measureBytes(env);
    const unmapped = [...bytes.login.unmappedJs, ...bytes.home.unmappedJs];
    if (unmapped.length > 0) console.warn(`  not in the analysis build: ${unmapped.join(', ')}`);
    step(`cold / (login form usable) × ${runs}`);
    const loginLoad = await measureLoginLoad(env);
    step(`cold /home × ${runs}, the mock answering at once, then after 400 ms`);
    const homeLoad = await measureHomeLoad(env);
    const slowHomeLoad = await measureHomeLoad(env, 400);
    step(`switching remotes × ${runs} (cold, preloaded)`);
    const navigation = await measureNavigation(env);
    step(`feed with ${seedPosts} posts, scrolled through ${scrollPosts} × ${runs}`);
    const scale = await measureScale(env);
    step(`the mock's data shared across two tabs, 22 and ${seedPosts} posts × ${runs}`);
    const sharedCopy = [
      await measureSharedCopy(env, SEED_POST_COUNT),
      await measureSharedCopy(env, seedPosts),
    ];
    step(`peer comparisons with the 400 ms mock × ${runs}`);
    const peers = await measurePeers(env);
    await served.stop();

    let serverScale: BenchResult['serverScale'] = null;
    if (args['server-scale']) {
      const posts = Number(args['server-posts']);
      step(`the mock-off build against API servers with 22 and ${posts} posts × ${runs}`);
      serverScale = await benchServerScale({
        repoRoot: benchRoot,
        workDir,
        browser,
        buildsDir: join(workDir, 'analysis', 'mock-off'),
        moduleMap: mockOffMap,
        runs,
        posts,
        users: Number(args['server-users']),
        scrollPosts,
      });
      if ('skipped' in serverScale) console.warn(`  skipped: ${serverScale.skipped}`);
    }

    // The dev servers' measures start and edit this worktree's sources only.
    const skipDev = args['skip-dev'] || otherRoot;
    step('dev servers: start → first page');
    const devStart = skipDev ? null : await timeDevStart(repoRoot, workDir, browser);
    step('development loop: npm start against --dev=feed; save → page updated');
    const devLoop = skipDev ? null : await measureDevLoop(repoRoot, workDir, browser, runs);

    const homeFiles = bytes.home.firstView;
    const result: BenchResult = {
      label: args.label ?? new Date().toISOString().replace(/[:.]/g, '-'),
      date: new Date().toISOString(),
      machine: { cpus: availableParallelism(), node: process.version },
      root: repoRoot,
      commit: commitOf(repoRoot),
      options: { runs, seedPosts, scrollPosts },
      buildMs,
      devStart,
      devLoop,
      floor,
      bytes,
      mockOff: {
        mirageFiles,
        homeFirstViewJsGzip: homeFiles.js.gzip - homeFiles.mockJs.gzip,
      },
      reduxToolkit: reduxToolkitOnHome(homeFiles, moduleMap),
      loginLoad,
      homeLoad,
      slowHomeLoad,
      navigation,
      scale,
      sharedCopy,
      peers,
      serverScale,
    };
    const file = join(resultsDir, `${result.label}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2));
    const before =
      args.compare && existsSync(args.compare)
        ? (JSON.parse(readFileSync(args.compare, 'utf8')) as BenchResult)
        : undefined;
    const scaleTable = serverScaleTable(result.serverScale);
    console.log(
      `\n${table(result, before)}\n\n${scaleTable ? `${scaleTable}\n\n` : ''}Written to ${file}`,
    );
  } finally {
    await browser.close();
    await served.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
