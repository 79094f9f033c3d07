/**
 * Development builds for `npm start -- --dev=<remotes>`: the apps not being developed are built
 * once with NODE_ENV=development into `<app>/dist-dev` and served as files. A development
 * build, not the production one: React Refresh re-renders only through React's development
 * build, which the shell provides to every remote, and only if the shell's page installed its
 * hook before React started. `dist/` stays the production build.
 *
 * A build is reused while its inputs are unchanged: a hash of the files it is built from is
 * kept beside it, and a missing or different hash means building again.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pMap from 'p-map';
import type { AppEntry } from '@murmur/build/apps';
import { DEV_BUILD_FOLDER } from '@murmur/build/deployment';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** What every app's bundle is built from, besides its own folder. */
export const SHARED_INPUTS = [
  'shared/core',
  'shared/ui',
  'shared/standalone',
  'shared/build',
  'mock-api',
  'package-lock.json',
  'tsconfig.base.json',
];
export const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', DEV_BUILD_FOLDER, 'test']);
export const isTestFile = (name: string) => /\.test\.[jt]sx?$/.test(name);

const STAMP_FILE = '.murmur-inputs';

export const devBuildFolder = (app: AppEntry) => join(repoRoot, app.dir, DEV_BUILD_FOLDER);

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)))
    .filter((entry) => !isTestFile(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A hash of every file an app's development build reads, and of the build flags. */
export function inputsHash(app: AppEntry): string {
  const hash = createHash('sha256');
  hash.update(`MURMUR_MOCK_API=${process.env.MURMUR_MOCK_API ?? ''}\n`);
  const files = [app.dir, ...SHARED_INPUTS]
    .map((input) => join(repoRoot, input))
    .filter((path) => existsSync(path))
    .flatMap(filesUnder)
    .sort();
  for (const file of files) {
    hash.update(`${relative(repoRoot, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function builtHash(app: AppEntry): string | undefined {
  const stamp = join(devBuildFolder(app), STAMP_FILE);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
}

function buildOne(app: AppEntry): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app.dir], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development', MURMUR_DEV_BUILD: 'true' },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The development build of ${app.dir} failed (exit ${code}).`)),
    );
  });
}

/** An app whose development build is missing or was made from other inputs, and theirs now. */
export interface StaleBuild {
  app: AppEntry;
  hash: string;
}

export function staleDevBuilds(apps: readonly AppEntry[]): StaleBuild[] {
  return apps
    .map((app) => ({ app, hash: inputsHash(app) }))
    .filter(({ app, hash }) => builtHash(app) !== hash);
}

// Two at a time: this machine has two cores, and a dev server is running beside them.
const PARALLEL_BUILDS = 2;

/**
 * Builds these apps, two at a time, each stamped with the hash of the inputs it was built
 * from. The stamp goes before the build and comes back after it, so a build that fails or is
 * stopped half-way is never taken for an up-to-date one.
 */
export async function buildDevApps(builds: readonly StaleBuild[]): Promise<void> {
  const build = async ({ app, hash }: StaleBuild) => {
    const stamp = join(devBuildFolder(app), STAMP_FILE);
    rmSync(stamp, { force: true });
    await buildOne(app);
    writeFileSync(stamp, `${hash}\n`);
  };
  try {
    // Every build is tried; the failures are told together.
    await pMap(builds, build, { concurrency: PARALLEL_BUILDS, stopOnError: false });
  } catch (error) {
    if (!(error instanceof AggregateError)) throw error;
    throw new Error(error.errors.map((each: Error) => each.message).join('\n'));
  }
}

/** Builds the apps whose development build is missing or stale. */
export async function ensureDevBuilds(apps: readonly AppEntry[]): Promise<void> {
  const stale = staleDevBuilds(apps);
  const fresh = apps.filter((app) => !stale.some((build) => build.app === app));
  if (fresh.length > 0) {
    console.log(`Development builds up to date: ${fresh.map((app) => app.dir).join(', ')}`);
  }
  if (stale.length === 0) return;
  const names = stale.map(({ app }) => app.dir).join(', ');
  console.log(`Building ${names} for development into <app>/${DEV_BUILD_FOLDER} …`);
  await buildDevApps(stale);
}
