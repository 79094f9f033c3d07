/**
 * Production builds for the deploy tests: building one app (optionally into another folder),
 * copying the builds so a test can change them, and fingerprinting a build's files.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { allApps } from '@murmur/build/apps';
import { repoRoot } from './servers';
import { repositoryRoutesOf, withRoutes } from '@murmur/build/routes/remotesJson';

const run = promisify(execFile);

export const distOf = (appDir: string) => join(repoRoot, appDir, 'dist');

/**
 * The feed's build copied to `<parent>/<name>`, its remoteEntry.js with `firstLine` put first: a
 * new version (a comment of its own), or one whose entry throws as it starts.
 */
export function feedVersion(parent: string, name: string, firstLine = `// ${name}`): string {
  const folder = join(parent, name);
  cpSync(distOf('feed-app'), folder, { recursive: true });
  const entry = join(folder, 'remoteEntry.js');
  writeFileSync(entry, `${firstLine}\n${readFileSync(entry, 'utf8')}`);
  return folder;
}

export interface BuildOptions {
  /** Where to write the build instead of `<app>/dist`. */
  outputPath?: string;
  env?: NodeJS.ProcessEnv;
}

/** `npm run build -w <app>`, the command that builds and redeploys one app. */
export async function buildApp(appDir: string, { outputPath, env }: BuildOptions = {}) {
  const args = [
    'run',
    'build',
    '-w',
    appDir,
    ...(outputPath ? ['--', '--output-path', outputPath] : []),
  ];
  try {
    await run('npm', args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

/** A fresh folder under the system's temp dir, and a way to remove it. */
export function tempFolder(label: string) {
  const path = mkdtempSync(join(tmpdir(), `murmur-${label}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Copies every app's build into `<into>/<app dir>`, as five separate deployments would hold them. */
export function copyBuilds(into: string) {
  for (const app of allApps) cpSync(distOf(app.dir), join(into, app.dir), { recursive: true });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(folder, path)).isFile())
    .sort();
}

export interface FileFingerprint {
  sha256: string;
  /** When the file was last written: a rebuild that writes the same bytes still changes it. */
  modifiedMs: number;
}

export function fingerprints(folder: string): Record<string, FileFingerprint> {
  return Object.fromEntries(
    filesUnder(folder).map((path) => {
      const full = join(folder, path);
      const sha256 = createHash('sha256').update(readFileSync(full)).digest('hex');
      return [relative(folder, full), { sha256, modifiedMs: statSync(full).mtimeMs }];
    }),
  );
}

/** Every file of a build, as text, for searching what got bundled. */
export function buildText(folder: string): Map<string, string> {
  return new Map(
    filesUnder(folder).map((path) => [path, readFileSync(join(folder, path), 'utf8')]),
  );
}

/**
 * The deployed shell's remotes.json, from remote name → mf-manifest.json URL: each entry with the
 * routes its remote declares (its build's routes.json, the same as its src/routes.ts), as a
 * deployment writes it.
 */
export function writeRemotesJson(shellFolder: string, remotes: Record<string, string>) {
  const json = withRoutes(remotes, repositoryRoutesOf);
  writeFileSync(join(shellFolder, 'remotes.json'), `${JSON.stringify(json, null, 2)}\n`);
}
