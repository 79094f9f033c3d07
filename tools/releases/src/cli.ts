/**
 * What the release commands share on the command line: the store (DEPLOY_DIR), printing, the
 * time taken, and exit codes: 1 with the reason when a command refuses, 2 for a usage error.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { buildWithNpm } from './buildApps';
import type { ReleaseContext } from './context';
import { whoIsRunning } from './releaseLog';
import { RefusedError, releaseAppNamed, storePaths, storeRoot } from './store';
import type { AppEntry } from '@murmur/build/apps';

export class UsageError extends Error {}

export function releaseContext(): ReleaseContext {
  return {
    paths: storePaths(storeRoot()),
    print: (line) => console.log(line),
    by: whoIsRunning(),
    build: buildWithNpm,
  };
}

export function parseCommandLine<T extends ParseArgsConfig['options']>(options: T) {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      strict: true,
      options,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The one app a command names (`feed-app`), or a usage error. */
export function oneApp(positionals: readonly string[]): AppEntry {
  if (positionals.length !== 1) throw new UsageError('Name one app.');
  return releaseAppNamed(positionals[0]!);
}

/** Runs a command, prints how long it took when `timed`, and sets the exit code. */
export async function runCommand(
  usage: string,
  command: () => Promise<void> | void,
  { timed = true } = {},
): Promise<void> {
  const started = performance.now();
  try {
    await command();
    if (timed) console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: ${usage}`);
      process.exitCode = 2;
    } else {
      console.error(
        error instanceof RefusedError ? error.message : String((error as Error).stack ?? error),
      );
      process.exitCode = 1;
    }
  }
}
