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
 *   --first-screen    only the first screen's measures (bytes, the login page, cold /home, the
 *                     login click): a before and after pair in minutes, not a quarter hour
 *   --before DIR      with --first-screen: measures DIR's apps (main before a change, say) as
 *                     well, served beside this run's on 4320–4324, the two builds' cold runs
 *                     taken in turn (turns.ts), and prints them side by side; both are written
 *                     to bench-results/ (NAME-before.json and NAME.json)
 *   --monolith        the first screen of this run's build beside the same sources built as one
 *                     application without Module Federation (monolith/, served on 4330), their
 *                     cold runs in turn, and what the federation adds, part by part
 *   --integrity       only what checking a release store's hashes costs a cold /home: the
 *                     run's builds deployed into two stores, one without hashes, side by side
 *                     (integrityCost.ts; run `npm run build` first)
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
import type { Browser } from '@playwright/test';
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
import { measureDrawnFirstScreen } from './measure/drawnFirstScreen';
import { buildMonolith } from './monolith/buildMonolith';
import { serveMonolith } from './monolith/serveMonolith';
import { measureBesideMonolith, monolithEnv } from './monolithRun';
import { monolithTable } from './reportMonolith';
import { table, type BenchResult } from './report';
import { filesTables } from './reportFiles';
import { serverScaleTable } from './reportServerScale';
import { serveBuilds } from './serveBuilds';
import { benchServerScale } from './serverScale';
import { benchIntegrity, integrityTable } from './integrityCost';
import { alternatingTurns } from './turns';

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
    'first-screen': { type: 'boolean', default: false },
    before: { type: 'string' },
    'server-scale': { type: 'boolean', default: false },
    integrity: { type: 'boolean', default: false },
    monolith: { type: 'boolean', default: false },
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

/** Where a worktree's builds and logs go: `--before`'s in a folder of their own. */
const beforeWorkDir = join(workDir, 'before');
/** `--before`'s builds are served on ports 20 above this run's (4320–4324). */
const BEFORE_PORT_OFFSET = 20;

/** Builds again through Rspack's API (same configs) to learn which modules each file holds. */
function analyse(mode: 'mock-on' | 'mock-off', root: string, dir: string): ModuleMap {
  const mapFile = join(dir, `modules-${mode}.json`);
  const result = spawnSync(
    join(benchRoot, 'node_modules/.bin/jiti'),
    [join(__dirname, 'analyseBuild.ts'), join(dir, 'analysis', mode), mapFile, root],
    {
      stdio: 'inherit',
      env: { ...process.env, MURMUR_MOCK_API: mode === 'mock-on' ? 'true' : 'false' },
    },
  );
  if (result.status !== 0) throw new Error(`The ${mode} analysis build failed`);
  return JSON.parse(readFileSync(mapFile, 'utf8')) as ModuleMap;
}

interface Options {
  runs: number;
  seedPosts: number;
  scrollPosts: number;
}

/**
 * What a worktree's builds hold: the timed build (unless `timed` is false), the analysis builds'
 * module maps, the floor.
 */
async function measureBuilds(root: string, dir: string, timed = !args['skip-build']) {
  mkdirSync(dir, { recursive: true });
  let buildMs: number | null = null;
  if (timed) {
    step(`npm run build of ${root} (timed)`);
    buildMs = await timeBuild(root, dir);
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

type Builds = Awaited<ReturnType<typeof measureBuilds>>;

/** The first screen's measures of two builds, their cold runs taken in turn (`--before`). */
async function measureFirstScreens(before: BenchEnv, after: BenchEnv) {
  const [beforeTurn, afterTurn] = alternatingTurns(2);
  const envs = [
    { ...before, turn: beforeTurn },
    { ...after, turn: afterTurn },
  ] as const;
  const both = <T>(measure: (env: BenchEnv) => Promise<T>) =>
    Promise.all([measure(envs[0]), measure(envs[1])]);
  console.log('\nEach build in turn (bytes: before, then after; times: one run of each in turn)');
  const bytes = [await measureBytes(envs[0]), await measureBytes(envs[1])] as const;
  // Both sides take the same measures in the same order; the after side says what is measured.
  const loads = await both((env) => measureFirstScreenLoads(env, env === envs[1]));
  step(`the login click with the 400 ms mock × ${after.runs} each`);
  const peers = await both(measurePeers);
  return ([0, 1] as const).map((side) => ({
    bytes: bytes[side],
    ...loads[side],
    peers: peers[side],
  }));
}

/**
 * Cold `/` until its form is usable, cold `/home` with the mock at once and at 400 ms, and the
 * first screen as a person meets it at 400 ms (painted, answering, the guest clicked at once).
 */
async function measureFirstScreenLoads(env: BenchEnv, announce = true) {
  const say = announce ? step : () => undefined;
  say(`cold / (login form usable) × ${env.runs}`);
  const loginLoad = await measureLoginLoad(env);
  say(`cold /home × ${env.runs}, the mock answering at once, then after 400 ms`);
  const homeLoad = await measureHomeLoad(env);
  const slowHomeLoad = await measureHomeLoad(env, 400);
  say(`the first screen painted, answering, the guest clicked at once, × ${env.runs} each`);
  const drawn = await measureDrawnFirstScreen(env);
  return { loginLoad, homeLoad, slowHomeLoad, drawn };
}

/** Every measure taken in Chromium against the served mock-on build. */
async function measureInBrowser(env: BenchEnv) {
  const { runs, seedPosts, scrollPosts } = env;
  step('bytes of / and /home (cold, and /home again with the HTTP cache cleared), library copies');
  const bytes = await measureBytes(env);
  const unmapped = [...new Set(Object.values(bytes).flatMap((page) => page.unmappedJs))];
  if (unmapped.length > 0) console.warn(`  not in the analysis build: ${unmapped.join(', ')}`);
  const firstScreen = { bytes, ...(await measureFirstScreenLoads(env)) };
  if (args['first-screen']) {
    step(`the login click with the 400 ms mock × ${runs}`);
    return { ...firstScreen, peers: await measurePeers(env) };
  }
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
  return { ...firstScreen, navigation, scale, sharedCopy, peers };
}

/**
 * Serves a worktree's mock-on analysis build (on 4300–4304, or `portOffset` above) and signs
 * the guest in once: what the browser measures work with.
 */
async function serveForBench(
  browser: Browser,
  builds: Builds,
  dir: string,
  options: Options,
  portOffset = 0,
) {
  const ports = `${4300 + portOffset}–${4304 + portOffset}`;
  step(`serving the mock-on analysis build of ${builds.root} on ${ports}`);
  const served = await serveBuilds(benchRoot, join(dir, 'analysis', 'mock-on'), dir, {
    hints: existsSync(join(builds.root, 'scripts/lib/serveShell.ts')),
    portOffset,
  });
  try {
    const open = makeOpen(browser, served.shellUrl, served.appOfOrigin);
    const { appOfOrigin, shellUrl: baseURL } = served;
    const session = await guestSession(open);
    const env: BenchEnv = {
      browser,
      baseURL,
      appOfOrigin,
      moduleMap: builds.moduleMap,
      ...options,
      session,
      open,
    };
    return { env, stop: () => served.stop() };
  } catch (error) {
    await served.stop();
    throw error;
  }
}

/** Serves the mock-on analysis build and takes the browser measures. */
async function measureServed(browser: Browser, builds: Builds, options: Options) {
  const { env, stop } = await serveForBench(browser, builds, workDir, options);
  try {
    return await measureInBrowser(env);
  } finally {
    await stop();
  }
}

/** With --server-scale: the mock-off build against API servers at two sizes. */
async function measureServerScale(browser: Browser, mockOffMap: ModuleMap, options: Options) {
  if (!args['server-scale']) return null;
  const posts = Number(args['server-posts']);
  step(`the mock-off build against API servers with 22 and ${posts} posts × ${options.runs}`);
  const serverScale = await benchServerScale({
    repoRoot: benchRoot,
    workDir,
    browser,
    buildsDir: join(workDir, 'analysis', 'mock-off'),
    moduleMap: mockOffMap,
    runs: options.runs,
    posts,
    users: Number(args['server-users']),
    scrollPosts: options.scrollPosts,
  });
  if ('skipped' in serverScale) console.warn(`  skipped: ${serverScale.skipped}`);
  return serverScale;
}

/** The dev servers' measures, which start and edit this worktree's sources only. */
async function measureDev(browser: Browser, runs: number) {
  if (args['skip-dev'] || args['first-screen'] || otherRoot)
    return { devStart: null, devLoop: null };
  step('dev servers: start → first page');
  const devStart = await timeDevStart(repoRoot, workDir, browser);
  step('development loop: npm start against --dev=feed; save → page updated');
  const devLoop = await measureDevLoop(repoRoot, workDir, browser, runs);
  return { devStart, devLoop };
}

/** Writes the result as JSON and prints its tables (beside `before`'s, or --compare's, figures). */
function report(result: BenchResult, measuredBefore?: BenchResult) {
  const file = join(resultsDir, `${result.label}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2));
  const before =
    measuredBefore ??
    (args.compare && existsSync(args.compare)
      ? (JSON.parse(readFileSync(args.compare, 'utf8')) as BenchResult)
      : undefined);
  const scaleTable = serverScaleTable(result.serverScale);
  const files = filesTables(result, before);
  console.log(
    `\n${table(result, before)}\n\n${files}\n\n${scaleTable ? `${scaleTable}\n\n` : ''}Written to ${file}`,
  );
}

/** With --integrity: the one scenario, its table, and its JSON. */
async function measureIntegrityOnly(runs: number) {
  step(`cold /home from a release store, its hashes checked and not, × ${runs} each`);
  const browser = await launchBrowser();
  try {
    const cost = await benchIntegrity(repoRoot, workDir, browser, runs);
    const label = args.label ?? `integrity-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const file = join(resultsDir, `${label}.json`);
    writeFileSync(file, JSON.stringify({ label, commit: commitOf(repoRoot), ...cost }, null, 2));
    console.log(`\n${integrityTable(cost)}\n\nWritten to ${file}`);
  } finally {
    await browser.close();
  }
}

/** A result as written to bench-results/: a worktree's builds and what was measured of them. */
function resultOf(
  label: string,
  options: Options,
  builds: Builds,
  measures: Pick<BenchResult, 'bytes' | 'homeLoad' | 'peers'> & Partial<BenchResult>,
  rest: Partial<BenchResult> = {},
): BenchResult {
  const homeFiles = measures.bytes.home.firstView;
  return {
    label,
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), node: process.version },
    root: builds.root,
    commit: commitOf(builds.root),
    options,
    buildMs: builds.buildMs,
    devStart: null,
    devLoop: null,
    floor: builds.floor,
    // The page's JS without the mock's files (a worker's files are not the page's anyway).
    mockOff: {
      mirageFiles: builds.mirageFiles,
      homeFirstViewJsGzip: homeFiles.js.gzip - homeFiles.mockJs.gzip,
    },
    reduxToolkit: reduxToolkitOnHome(homeFiles, builds.moduleMap),
    ...measures,
    ...rest,
  };
}

/** With --before: both worktrees' first screens, their runs in turn, side by side. */
async function measureBeforeAndAfter(options: Options, label: string) {
  const beforeRoot = resolve(args.before as string);
  console.log(`Before: ${beforeRoot}; after: ${repoRoot}`);
  const afterBuilds = await measureBuilds(repoRoot, workDir);
  const beforeBuilds = await measureBuilds(beforeRoot, beforeWorkDir, false);
  const browser = await launchBrowser();
  const servedBefore = await serveForBench(
    browser,
    beforeBuilds,
    beforeWorkDir,
    options,
    BEFORE_PORT_OFFSET,
  );
  try {
    const servedAfter = await serveForBench(browser, afterBuilds, workDir, options);
    try {
      const [before, after] = await measureFirstScreens(servedBefore.env, servedAfter.env);
      const beforeResult = resultOf(`${label}-before`, options, beforeBuilds, before!);
      writeFileSync(
        join(resultsDir, `${beforeResult.label}.json`),
        JSON.stringify(beforeResult, null, 2),
      );
      report(resultOf(label, options, afterBuilds, after!), beforeResult);
    } finally {
      await servedAfter.stop();
    }
  } finally {
    await servedBefore.stop();
    await browser.close();
  }
}

/** With --monolith: this run's federated build and the monolith, side by side. */
async function measureAgainstMonolith(options: Options, label: string) {
  const builds = await measureBuilds(repoRoot, workDir);
  step('the monolith: the same sources as one application, without Module Federation');
  const monolithDir = join(workDir, 'monolith');
  await buildMonolith(join(monolithDir, 'dist'), join(monolithDir, 'sources'));
  const browser = await launchBrowser();
  const federated = await serveForBench(browser, builds, workDir, options);
  const served = await serveMonolith(benchRoot, join(monolithDir, 'dist'), monolithDir);
  try {
    const monolith = await monolithEnv(browser, served, federated.env);
    step(`each build in turn: bytes, the first screen at 400 ms × ${options.runs}, the parts`);
    const sides = await measureBesideMonolith(monolith, federated.env);
    const file = join(resultsDir, `${label}.json`);
    const runtime = builds.floor.federationRuntimeGzipBytes;
    const result = { label, date: new Date().toISOString(), commit: commitOf(repoRoot), options };
    writeFileSync(
      file,
      JSON.stringify({ ...result, monolith: sides[0], federated: sides[1] }, null, 2),
    );
    console.log(`\n${monolithTable(sides[0], sides[1], runtime)}\n\nWritten to ${file}`);
  } finally {
    await served.stop();
    await federated.stop();
    await browser.close();
  }
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  const options: Options = {
    runs: Number(args.runs),
    seedPosts: Number(args['seed-posts']),
    scrollPosts: Number(args['scroll-posts']),
  };
  const label = args.label ?? new Date().toISOString().replace(/[:.]/g, '-');
  if (args.integrity) {
    await measureIntegrityOnly(options.runs);
    return;
  }
  if (args.monolith) {
    await measureAgainstMonolith(options, label);
    return;
  }
  if (args.before) {
    if (!args['first-screen'])
      throw new Error('--before measures the first screen only: add --first-screen');
    await measureBeforeAndAfter(options, label);
    return;
  }
  if (otherRoot) console.log(`Measuring the apps of ${repoRoot}`);
  const builds = await measureBuilds(repoRoot, workDir);
  const browser = await launchBrowser();
  try {
    const measures = await measureServed(browser, builds, options);
    const serverScale = await measureServerScale(browser, builds.mockOffMap, options);
    const { devStart, devLoop } = await measureDev(browser, options.runs);
    report(resultOf(label, options, builds, measures, { devStart, devLoop, serverScale }));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
