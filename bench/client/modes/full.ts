/**
 * The full run (and `--first-screen` without `--before`): a worktree's builds, every measure in
 * Chromium against its served mock-on build, the mock-off build at scale (`--server-scale`), the
 * dev servers, and the table.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { SEED_POST_COUNT } from '@murmur/contract';
import { readResult, writeResult } from '../../shared/results';
import type { ClientArgs } from '../args';
import type { ModuleMap } from '../analyseBuild';
import { launchBrowser } from '../browser';
import { measureBuilds, resultOf, serveForBench, step, type Builds } from '../builds';
import { WORK_DIR } from '../../shared/paths';
import type { BenchEnv } from '../env';
import { timeDevStart } from '../measure/buildAndDev';
import { measureBytes } from '../measure/bytes';
import { measureDevLoop } from '../measure/devLoop';
import { measureSharedCopy } from '../measure/sharedCopy';
import { measureNavigation, measurePeers, measureScale } from '../measure/timings';
import type { BenchResult } from '../report';
import { filesTables, serverScaleTable, table } from '../tables';
import { benchServerScale } from '../serverScale';
import { measureFirstScreenLoads } from './firstScreen';

/** Every measure taken in Chromium against the served mock-on build. */
async function measureInBrowser(env: BenchEnv, firstScreenOnly: boolean) {
  const { runs, seedPosts, scrollPosts } = env;
  step('bytes of / and /home (cold, and /home again with the HTTP cache cleared), library copies');
  const bytes = await measureBytes(env);
  const unmapped = [...new Set(Object.values(bytes).flatMap((page) => page.unmappedJs))];
  if (unmapped.length > 0) console.warn(`  not in the analysis build: ${unmapped.join(', ')}`);
  const firstScreen = { bytes, ...(await measureFirstScreenLoads(env)) };
  if (firstScreenOnly) {
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

/** With --server-scale: the mock-off build against API servers at two sizes. */
async function measureServerScale(browser: Browser, mockOffMap: ModuleMap, args: ClientArgs) {
  if (!args.serverScale) return null;
  const { runs } = args.options;
  step(
    `the mock-off build against API servers with 22 and ${args.serverScale.posts} posts × ${runs}`,
  );
  const mockOffBuild = join(WORK_DIR, 'analysis', 'mock-off');
  const serverScale = await benchServerScale(browser, mockOffBuild, mockOffMap, {
    ...args.options,
    ...args.serverScale,
  });
  if ('skipped' in serverScale) console.warn(`  skipped: ${serverScale.skipped}`);
  return serverScale;
}

/** The dev servers' measures, which start and edit this worktree's sources only. */
async function measureDev(browser: Browser, args: ClientArgs) {
  if (args.skipDev || args.firstScreen || args.otherRoot) return { devStart: null, devLoop: null };
  step('dev servers: start → first page');
  const devStart = await timeDevStart(args.root, WORK_DIR, browser);
  step('development loop: npm start against --dev=feed; save → page updated');
  const devLoop = await measureDevLoop(args.root, WORK_DIR, browser, args.options.runs);
  return { devStart, devLoop };
}

/** Writes the result as JSON and prints its tables (beside `before`'s, or --compare's, figures). */
export function printResult(result: BenchResult, compare?: string, measuredBefore?: BenchResult) {
  const file = writeResult(result);
  const before =
    measuredBefore ??
    (compare && existsSync(compare) ? readResult<BenchResult>(compare, 'client') : undefined);
  const scaleTable = serverScaleTable(result.serverScale);
  const files = filesTables(result, before);
  console.log(
    `\n${table(result, before)}\n\n${files}\n\n${scaleTable ? `${scaleTable}\n\n` : ''}Written to ${file}`,
  );
}

async function measureServed(browser: Browser, builds: Builds, args: ClientArgs) {
  const { env, stop } = await serveForBench(browser, builds, WORK_DIR, args.options);
  try {
    return await measureInBrowser(env, args.firstScreen);
  } finally {
    await stop();
  }
}

export async function runFull(args: ClientArgs): Promise<void> {
  if (args.otherRoot) console.log(`Measuring the apps of ${args.root}`);
  const builds = await measureBuilds(args.root, WORK_DIR, !args.skipBuild);
  const browser = await launchBrowser();
  try {
    const measures = await measureServed(browser, builds, args);
    const serverScale = await measureServerScale(browser, builds.mockOffMap, args);
    const dev = await measureDev(browser, args);
    const result = resultOf(args.label, args.options, builds, measures);
    printResult({ ...result, ...dev, serverScale }, args.compare);
  } finally {
    await browser.close();
  }
}
