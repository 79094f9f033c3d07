/**
 * A scratch copy of the repository that a test may edit and build, so no test ever changes the
 * real working tree. Sources are copied (no node_modules, builds or git data); the copy's
 * node_modules (the root's and any a workspace has of its own) links every installed package to
 * the real one, except Murmur's own workspaces (`@murmur/*`), which link to the copy's folders:
 * a build in the copy bundles the copy's edited `shared/ui` and `shared/core` with the real
 * React, Rspack and the rest.
 */
import { execFile, execFileSync, execSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { tempFolder } from './builds';
import { repoRoot } from './servers';

const run = promisify(execFile);

/** What a copy leaves out: installs, builds, caches and test output. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-dev',
  'test-results',
  'playwright-report',
  'bench-results',
  'coverage',
  '.data',
]);

/** node_modules entries the copy must not share: caches keyed by path, the lock's own copy. */
const NOT_LINKED = new Set(['.cache', '.package-lock.json']);

export interface ScratchCopy {
  /** The copy's root folder. */
  root: string;
  /** Rewrites a file of the copy (path relative to the root); fails if nothing changed. */
  edit(path: string, change: (text: string) => string): void;
  /** `npm run build -w <app>` in the copy. */
  build(appDir: string, outputPath: string): Promise<void>;
  remove(): void;
}

function linkNodeModules(copyRoot: string) {
  const real = join(repoRoot, 'node_modules');
  const copy = join(copyRoot, 'node_modules');
  mkdirSync(copy);
  for (const entry of readdirSync(real)) {
    if (NOT_LINKED.has(entry)) continue;
    if (entry === '@murmur') {
      // npm links each workspace relatively (`../../shared/ui`): the same link inside the copy
      // points at the copy's own folder.
      mkdirSync(join(copy, entry));
      for (const workspace of readdirSync(join(real, entry))) {
        symlinkSync(readlinkSync(join(real, entry, workspace)), join(copy, entry, workspace));
      }
    } else {
      symlinkSync(join(real, entry), join(copy, entry));
    }
  }
}

/**
 * The folders besides the root where npm installed packages (a version it could not hoist, such
 * as `api-server/node_modules`), as the lock records them: the copy links each one too, or a build
 * in the copy could not resolve what it holds.
 */
function linkNestedNodeModules(copyRoot: string) {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  const folders = Object.keys(lock.packages)
    .filter((key) => key.includes('/node_modules/') && !key.startsWith('node_modules/'))
    .map((key) => key.slice(0, key.indexOf('/node_modules/')));
  for (const folder of new Set(folders)) {
    const real = join(repoRoot, folder, 'node_modules');
    if (!existsSync(real)) continue;
    mkdirSync(join(copyRoot, folder), { recursive: true });
    symlinkSync(real, join(copyRoot, folder, 'node_modules'));
  }
}

/**
 * A scratch copy of the working tree, or (`commit`) of the repository as it was at that commit,
 * read from git: an older version of the product, built with today's installed packages.
 */
export function scratchCopy(label: string, { commit }: { commit?: string } = {}): ScratchCopy {
  const folder = tempFolder(`copy-${label}`);
  const root = join(folder.path, 'murmur');
  if (commit) {
    mkdirSync(root);
    execSync(`git -C "${repoRoot}" archive --format=tar ${commit} | tar -x -C "${root}"`);
  } else {
    cpSync(repoRoot, root, {
      recursive: true,
      // …and the release store at the root (`npm run deploy`'s default, docs/releases.md).
      filter: (source) => !NOT_COPIED.has(basename(source)) && source !== join(repoRoot, 'deploy'),
    });
  }
  linkNodeModules(root);
  linkNestedNodeModules(root);

  return {
    root,
    edit(path, change) {
      const file = join(root, path);
      const before = readFileSync(file, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit of ${path} changed nothing.`);
      writeFileSync(file, after);
    },
    async build(appDir, outputPath) {
      const args = ['run', 'build', '-w', appDir, '--', '--output-path', outputPath];
      try {
        await run('npm', args, {
          cwd: root,
          env: { ...process.env, FORCE_COLOR: '0' },
          maxBuffer: 16 * 1024 * 1024,
        });
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`npm ${args.join(' ')} (in ${root}) failed:\n${stdout}\n${stderr}`);
      }
    },
    remove: folder.remove,
  };
}

/**
 * The last commit at which `path` (a package.json) still gave a version `matching` (e.g. /^1\./):
 * the parent of the newest commit that moved it off, so the whole product as it last was then.
 */
export function lastCommitWithVersion(path: string, matching: RegExp): string {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' }).trim();
  const versionAt = (commit: string) =>
    (JSON.parse(git('show', `${commit}:${path}`)) as { version: string }).version;
  // Along the main line: a branch's own commits may have changed the code before its version.
  for (const commit of git('log', '--first-parent', '--format=%H', '--', path)
    .split('\n')
    .filter(Boolean)) {
    const parent = git('rev-parse', `${commit}^`);
    if (!matching.test(versionAt(commit)) && matching.test(versionAt(parent))) return parent;
  }
  throw new Error(`No commit moved ${path} off a version matching ${matching}.`);
}
