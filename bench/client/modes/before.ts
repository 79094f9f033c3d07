/**
 * `--first-screen --before DIR`: DIR's first screen beside this worktree's, both served at once
 * (DIR's on 4320–4324), their cold runs taken in turn (turns.ts), printed side by side.
 */
import { join } from 'node:path';
import { writeResult } from '../../shared/results';
import type { ClientArgs } from '../args';
import { launchBrowser } from '../browser';
import { measureBuilds, resultOf, serveForBench, step } from '../builds';
import { WORK_DIR } from '../../shared/paths';
import type { BenchEnv } from '../env';
import { measureBytes } from '../measure/bytes';
import { measurePeers } from '../measure/timings';
import { alternatingTurns } from '../turns';
import { measureFirstScreenLoads } from './firstScreen';
import { printResult } from './full';

/** Where `--before`'s builds and logs go. */
const BEFORE_WORK_DIR = join(WORK_DIR, 'before');
/** `--before`'s builds are served on ports 20 above this run's (4320–4324). */
const BEFORE_PORT_OFFSET = 20;

/** The first screen's measures of two builds, their cold runs taken in turn. */
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

export async function runBeforeAndAfter(args: ClientArgs): Promise<void> {
  const { options, label, root } = args;
  const beforeRoot = args.before as string;
  console.log(`Before: ${beforeRoot}; after: ${root}`);
  const afterBuilds = await measureBuilds(root, WORK_DIR, !args.skipBuild);
  const beforeBuilds = await measureBuilds(beforeRoot, BEFORE_WORK_DIR, false);
  const browser = await launchBrowser();
  let servedBefore: Awaited<ReturnType<typeof serveForBench>> | undefined;
  let servedAfter: typeof servedBefore;
  try {
    servedBefore = await serveForBench(
      browser,
      beforeBuilds,
      BEFORE_WORK_DIR,
      options,
      BEFORE_PORT_OFFSET,
    );
    servedAfter = await serveForBench(browser, afterBuilds, WORK_DIR, options);
    const [before, after] = await measureFirstScreens(servedBefore.env, servedAfter.env);
    const beforeResult = resultOf(`${label}-before`, options, beforeBuilds, before!);
    writeResult(beforeResult);
    printResult(resultOf(label, options, afterBuilds, after!), undefined, beforeResult);
  } finally {
    await servedAfter?.stop();
    await servedBefore?.stop();
    await browser.close();
  }
}
