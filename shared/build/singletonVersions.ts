/**
 * A shared singleton exists once on the page only if every app asks for the same version: the
 * federation requires exactly the installed version (federation.ts), so a workspace that pins
 * another one gets its own copy, or a version error, at run time. This finds such drift early.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installedVersion } from './versions';

export interface PackageManifest {
  name?: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface LockEntry {
  version?: string;
  link?: boolean;
  resolved?: string;
}

export interface RepoSnapshot {
  /** Every package.json of the repository (root and workspaces), by path. */
  manifests: Record<string, PackageManifest>;
  /** `packages` of package-lock.json: install path → what is installed there. */
  lockPackages: Record<string, LockEntry>;
  /** The version node_modules really holds, if any. */
  installed: (packageName: string) => string | undefined;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Who pins which version of a package: its own workspace declares it, the others depend on it. */
function pinsOf(packageName: string, manifests: RepoSnapshot['manifests']) {
  return Object.entries(manifests).flatMap(([path, manifest]) => {
    if (manifest.name === packageName && manifest.version) {
      return [{ path, version: manifest.version }];
    }
    const groups = [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies];
    return groups.flatMap((group) => {
      const version = group?.[packageName];
      return version === undefined ? [] : [{ path, version }];
    });
  });
}

/** What the lock installs at `node_modules/<name>`, following a workspace link to its folder. */
function lockedVersion(packageName: string, lock: RepoSnapshot['lockPackages']) {
  const entry = lock[`node_modules/${packageName}`];
  if (entry?.link && entry.resolved) return lock[entry.resolved]?.version;
  return entry?.version;
}

export function singletonVersionProblems(
  packageNames: readonly string[],
  repo: RepoSnapshot,
): string[] {
  return packageNames.flatMap((name) => {
    const problems: string[] = [];
    const pins = pinsOf(name, repo.manifests);

    for (const pin of pins.filter((p) => !EXACT_VERSION.test(p.version))) {
      problems.push(`${name}: ${pin.path} asks for "${pin.version}", not one exact version`);
    }

    const versions = [...new Set(pins.map((pin) => pin.version))];
    if (versions.length > 1) {
      const who = versions.map(
        (version) =>
          `${version} (${pins
            .filter((pin) => pin.version === version)
            .map((pin) => pin.path)
            .join(', ')})`,
      );
      problems.push(`${name}: pinned at different versions: ${who.join(' vs ')}`);
    }

    const locked = lockedVersion(name, repo.lockPackages);
    const pinned = versions.length === 1 ? versions[0] : undefined;
    if (!locked) problems.push(`${name}: package-lock.json does not install it`);
    else if (pinned && locked !== pinned) {
      problems.push(`${name}: package-lock.json installs ${locked}, the workspaces pin ${pinned}`);
    }

    for (const path of Object.keys(repo.lockPackages)) {
      if (path !== `node_modules/${name}` && path.endsWith(`/node_modules/${name}`)) {
        problems.push(`${name}: package-lock.json installs a second copy at ${path}`);
      }
    }

    const installed = repo.installed(name);
    if (locked && installed !== locked) {
      problems.push(
        `${name}: node_modules holds ${installed ?? 'nothing'}, package-lock.json says ${locked} (run npm install)`,
      );
    }
    return problems;
  });
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The package.json files, lock and node_modules of the repository at `repoRoot`. */
export function readRepoSnapshot(repoRoot: string): RepoSnapshot {
  const root = readJson<PackageManifest>(join(repoRoot, 'package.json'));
  const manifests: Record<string, PackageManifest> = { 'package.json': root };
  for (const workspace of root.workspaces ?? []) {
    const path = join(workspace, 'package.json');
    if (existsSync(join(repoRoot, path))) {
      manifests[path] = readJson<PackageManifest>(join(repoRoot, path));
    }
  }
  const lock = readJson<{ packages?: Record<string, LockEntry> }>(
    join(repoRoot, 'package-lock.json'),
  );
  return {
    manifests,
    lockPackages: lock.packages ?? {},
    installed: (packageName) => {
      try {
        return installedVersion(packageName, repoRoot);
      } catch {
        return undefined;
      }
    },
  };
}
