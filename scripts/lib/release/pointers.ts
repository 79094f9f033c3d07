/**
 * The pointers, the only files of the store that change: `index.html` (the live shell) and
 * `remotes.json` (each remote's live version and canary). Read into one state, written back
 * from it, each file replaced in one rename (atomicWrite.ts).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { host, type AppEntry } from '@murmur/build/apps';
import { MOCK_API_WORKER_FILE } from '@murmur/build/mockApiWorkerFile';
import type { RemoteRoute } from '@murmur/core';
import { writeFileAtomically } from './atomicWrite';
import { writeFirstScreenPages } from './firstScreenPages';
import { shellPageFor, shellVersionOf } from './shellPage';
import { routesOfVersion } from './versionRoutes';
import { RELEASE_APPS, isShell, versionFolder, versionPath, type StorePaths } from './store';

export interface Canary {
  version: string;
  /** The share of sessions (canary buckets) that get it, 1–99. */
  percent: number;
}

export interface AppPointer {
  live: string | null;
  canary: Canary | null;
}

/** App folder name (`feed-app`) → what its pointer holds. */
export type LiveState = Record<string, AppPointer>;

interface RemoteEntry {
  version?: unknown;
  canary?: { version?: unknown; percent?: unknown };
}

const manifestOf = (app: AppEntry, version: string) =>
  `${versionPath(app, version)}mf-manifest.json`;

export function readPointers(paths: StorePaths): LiveState {
  const state: LiveState = Object.fromEntries(
    RELEASE_APPS.map((app) => [app.dir, { live: null, canary: null }]),
  );
  if (existsSync(paths.shellPage)) {
    state[host.dir]!.live = shellVersionOf(readFileSync(paths.shellPage, 'utf8'));
  }
  if (existsSync(paths.remotesJson)) {
    const json = JSON.parse(readFileSync(paths.remotesJson, 'utf8')) as Record<string, unknown>;
    for (const app of RELEASE_APPS.filter((entry) => !isShell(entry))) {
      const entry = json[app.name] as RemoteEntry | undefined;
      if (typeof entry?.version !== 'string') continue;
      const canary = entry.canary;
      state[app.dir] = {
        live: entry.version,
        canary:
          typeof canary?.version === 'string' && typeof canary.percent === 'number'
            ? { version: canary.version, percent: canary.percent }
            : null,
      };
    }
  }
  return state;
}

/**
 * The entries of remotes.json for remotes this checkout does not have: a remote deployed from
 * its own team's checkout stays live through deploys made from one that predates it.
 */
function entriesOfOtherRemotes(remotesJson: string | null): Record<string, unknown> {
  if (remotesJson === null) return {};
  const json = JSON.parse(remotesJson) as Record<string, unknown>;
  const known = new Set(RELEASE_APPS.map((app) => app.name));
  return Object.fromEntries(Object.entries(json).filter(([name]) => !known.has(name)));
}

/** The routes a version declares (versionRoutes.ts); undefined for none. */
export type RoutesOf = (app: AppEntry, version: string) => RemoteRoute[] | undefined;

/**
 * remotes.json for a state, as the shell reads it (shell/src/releases/remotesPointer.ts), each
 * version with the routes it declares (shell/src/routing/routeTable.ts), keeping the entries of
 * `previous` (the file as it is) for remotes this checkout has not.
 */
export function remotesJsonOf(
  state: LiveState,
  routesOf: RoutesOf = () => undefined,
  previous: string | null = null,
): string {
  const json: Record<string, unknown> = entriesOfOtherRemotes(previous);
  for (const app of RELEASE_APPS.filter((entry) => !isShell(entry))) {
    const { live, canary } = state[app.dir]!;
    if (!live) continue;
    const routes = (version: string) => {
      const declared = routesOf(app, version);
      return declared && { routes: declared };
    };
    json[app.name] = {
      version: live,
      manifest: manifestOf(app, live),
      ...routes(live),
      ...(canary && {
        canary: {
          version: canary.version,
          manifest: manifestOf(app, canary.version),
          percent: canary.percent,
          ...routes(canary.version),
        },
      }),
    };
  }
  return `${JSON.stringify(json, null, 2)}\n`;
}

/**
 * The mock API's service worker of the live shell, at the store's root: a worker's scope is its
 * own folder, and it must be the whole origin. Copied before the page that registers it is
 * switched; a shell built without the mock takes the previous one away.
 */
function placeMockWorker(root: string, shellFolder: string): boolean {
  const built = join(shellFolder, MOCK_API_WORKER_FILE);
  const live = join(root, MOCK_API_WORKER_FILE);
  if (!existsSync(built)) {
    rmSync(live, { force: true });
    return false;
  }
  writeFileAtomically(live, readFileSync(built, 'utf8'));
  return true;
}

const readOrNull = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/**
 * Writes the pointers that differ from `state`, the shell's first: a release that moves the
 * shell and remotes together (`deploy all`) follows "the shell first" (README, "Versioning
 * @murmur/core"); then the first-screen pages from them (firstScreenPages.ts). Returns the
 * pointers written.
 */
export function writePointers(paths: StorePaths, state: LiveState): string[] {
  const written: string[] = [];
  const shell = state[host.dir]!.live;
  const shellPage = readOrNull(paths.shellPage);
  if (shell && (shellPage === null || shellVersionOf(shellPage) !== shell)) {
    const buildPage = readFileSync(
      join(versionFolder(paths.root, host, shell), 'index.html'),
      'utf8',
    );
    writeFileAtomically(paths.shellPage, shellPageFor(buildPage, versionPath(host, shell), shell));
    written.push('index.html');
    if (placeMockWorker(paths.root, versionFolder(paths.root, host, shell))) {
      written.push(MOCK_API_WORKER_FILE);
    }
  }
  const previousRemotes = readOrNull(paths.remotesJson);
  const remotes = remotesJsonOf(
    state,
    (app, version) => routesOfVersion(paths.root, app, version),
    previousRemotes,
  );
  if (previousRemotes !== remotes) {
    writeFileAtomically(paths.remotesJson, remotes);
    written.push('remotes.json');
  }
  writeFirstScreenPages(paths);
  return written;
}
