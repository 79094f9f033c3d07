/**
 * The pointers, the only files of the store that change: `index.html` (the live shell) and
 * `remotes.json` (each remote's live version and canary). Read into one state, written back
 * from it, each file replaced in one rename (atomicWrite.ts).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { host, type AppEntry } from '@murmur/build/apps';
import { MOCK_API_WORKER_FILE } from '@murmur/build/mockApiWorkerFile';
import { INTEGRITY_LIST } from '@murmur/contract';
import { shellVersionOf } from '@murmur/shell/release-rules';
import { writeFileAtomically } from './atomicWrite';
import { writeFirstScreenPages } from './firstScreenPages';
import { entryIntegrityOf, type IntegrityList } from './integrity';
import { faultyVersions, lastGoodOf } from './lastGood';
import { readLog } from './releaseLog';
import { shellPageFor } from './shellPage';
import { routesOfVersion } from './routeClaims';
import { checkRemotesJson, readCheckedRemotesJson } from './trust/checkedRemotesJson';
import { refuseUnlessVersion } from './trust/storeNames';
import type { LiveState } from './liveState';
import { RELEASE_APPS, isShell, versionFolder, versionPath, type StorePaths } from './store';

interface RemoteEntry {
  version?: unknown;
  canary?: { version?: unknown; percent?: unknown };
}

const manifestOf = (app: AppEntry, version: string) =>
  `${versionPath(app, version)}mf-manifest.json`;

/**
 * What the pointers say is live, each name checked before it becomes a path
 * (trust/checkedRemotesJson.ts): a pointer naming `../` is refused, not followed.
 */
export function readPointers(paths: StorePaths): LiveState {
  const state: LiveState = Object.fromEntries(
    RELEASE_APPS.map((app) => [app.dir, { live: null, canary: null }]),
  );
  if (existsSync(paths.shellPage)) {
    const shell = shellVersionOf(readFileSync(paths.shellPage, 'utf8'));
    if (shell !== null) refuseUnlessVersion(shell, 'index.html');
    state[host.dir]!.live = shell;
  }
  if (existsSync(paths.remotesJson)) {
    const json = readCheckedRemotesJson(paths.remotesJson);
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
  const json = checkRemotesJson(JSON.parse(remotesJson));
  const known = new Set(RELEASE_APPS.map((app) => app.name));
  return Object.fromEntries(Object.entries(json).filter(([name]) => !known.has(name)));
}

/**
 * Each remote's last good version, from the log; `faulty` is a version the change being written
 * leaves for a fault (its log line is written after the pointers).
 */
function lastGoodVersions(
  paths: StorePaths,
  state: LiveState,
  faulty?: { app: string; version: string },
): Record<string, string | null> {
  const log = readLog(paths.log);
  return Object.fromEntries(
    RELEASE_APPS.filter((app) => !isShell(app)).map((app) => {
      const pending = faulty?.app === app.dir ? faulty.version : undefined;
      const marked = faultyVersions(log, app.dir, pending);
      return [app.dir, lastGoodOf(log, app.dir, state[app.dir]!.live, marked)];
    }),
  );
}

/**
 * remotes.json for a state, as the shell reads it (shell/src/releases/remotesPointer.ts): each
 * version with its hashes (integrity.ts) and the routes it declares (shell/src/routing/
 * routeTable.ts), each remote with its last good version (lastGood.ts); the entries `previous`
 * holds for remotes this checkout has not are kept.
 */
function remotesJsonOf(
  paths: StorePaths,
  state: LiveState,
  previous: string | null,
  faulty?: { app: string; version: string },
): string {
  const json: Record<string, unknown> = entriesOfOtherRemotes(previous);
  const lastGood = lastGoodVersions(paths, state, faulty);
  /** A version as the pointer names it: its manifest, its hashes and routes where it has them. */
  const versionEntry = (app: AppEntry, version: string) => {
    const integrity = entryIntegrityOf(versionFolder(paths.root, app, version));
    const routes = routesOfVersion(paths.root, app, version);
    return {
      version,
      manifest: manifestOf(app, version),
      ...(routes && { routes }),
      ...(integrity && { integrity }),
    };
  };
  for (const app of RELEASE_APPS.filter((entry) => !isShell(entry))) {
    const { live, canary } = state[app.dir]!;
    if (!live) continue;
    const good = lastGood[app.dir];
    json[app.name] = {
      ...versionEntry(app, live),
      ...(canary && {
        canary: { ...versionEntry(app, canary.version), percent: canary.percent },
      }),
      ...(good && { lastGood: versionEntry(app, good) }),
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
export async function writePointers(
  paths: StorePaths,
  state: LiveState,
  faulty?: { app: string; version: string },
): Promise<string[]> {
  const written: string[] = [];
  const shell = state[host.dir]!.live;
  const shellPage = readOrNull(paths.shellPage);
  if (shell && (shellPage === null || shellVersionOf(shellPage) !== shell)) {
    const folder = versionFolder(paths.root, host, shell);
    const buildPage = readFileSync(join(folder, 'index.html'), 'utf8');
    const list = join(folder, INTEGRITY_LIST);
    const integrity = existsSync(list)
      ? (JSON.parse(readFileSync(list, 'utf8')) as IntegrityList)
      : {};
    writeFileAtomically(
      paths.shellPage,
      shellPageFor(buildPage, versionPath(host, shell), shell, integrity),
    );
    written.push('index.html');
    if (placeMockWorker(paths.root, folder)) {
      written.push(MOCK_API_WORKER_FILE);
    }
  }
  const previousRemotes = readOrNull(paths.remotesJson);
  const remotes = remotesJsonOf(paths, state, previousRemotes, faulty);
  if (previousRemotes !== remotes) {
    writeFileAtomically(paths.remotesJson, remotes);
    written.push('remotes.json');
  }
  await writeFirstScreenPages(paths);
  return written;
}
