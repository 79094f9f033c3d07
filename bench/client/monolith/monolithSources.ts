/**
 * What turns Murmur's sources into one application without Module Federation, written as small
 * modules into the monolith's work folder: the federation runtime's API as the shell calls it,
 * answered by the remotes' pages imported into the bundle, and remotes.json as data compiled in.
 * The shell's, the remotes' and the shared packages' sources are used as they are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, host } from '@murmur/build/apps';
import { repositoryRoutesOf } from '@murmur/build/routes/remotesJson';
import { REPO_ROOT as repoRoot } from '../../shared/paths';

const remotes = allApps.filter((app) => app !== host);

/** remotes.json as the monolith has it: each remote's routes, its "manifest" a name. */
export function builtInRemotesJson(): Record<string, unknown> {
  return Object.fromEntries(
    remotes.map((app) => [
      app.name,
      { manifest: `monolith:${app.name}`, routes: repositoryRoutesOf(app.name) },
    ]),
  );
}

/** The federation runtime's functions the shell calls, without a federation. */
function runtimeModule(): string {
  const pages = remotes
    .map(
      (app) =>
        `  ${JSON.stringify(`${app.name}/pages`)}: () => import(${JSON.stringify(join(repoRoot, app.dir, 'src/pages.ts'))}),`,
    )
    .join('\n');
  const registered = remotes.map((app) => ({ name: app.name, entry: `monolith:${app.name}` }));
  return `// The federation runtime's API, answered by the pages in this bundle (bench/client/monolith).
const pages = {
${pages}
};
const remotes = ${JSON.stringify(registered)};
export const loadRemote = (id) =>
  pages[id] ? pages[id]() : Promise.reject(new Error('The monolith has no ' + id + '.'));
export const preloadRemote = () => Promise.resolve();
export const registerRemotes = () => undefined;
export const registerPlugins = () => undefined;
export const getInstance = () => ({ options: { remotes } });
export const satisfy = () => true;
`;
}

/** The shell's reading of remotes.json (shell/src/releases/remotesJson.ts), compiled in. */
function remotesJsonModule(): string {
  return `// remotes.json compiled in: a monolith reads nothing to find its pages (bench/client/monolith).
export const REMOTES_JSON_URL = '/remotes.json';
const remotesJson = ${JSON.stringify(builtInRemotesJson())};
export const readRemotesJson = () => Promise.resolve(remotesJson);
export const remotesJsonOfThisPage = () => Promise.resolve(remotesJson);
`;
}

/** The shell's server entry with every remote's pages at hand (they are in the bundle). */
function serverEntryModule(): string {
  const shellServer = join(repoRoot, host.dir, 'src/server/index.ts');
  return `// The shell's server entry, each remote's pages in the bundle (bench/client/monolith).
export async function drawFirstScreens(request) {
  const { drawFirstScreens: draw } = await import(${JSON.stringify(shellServer)});
  const serverEntries = Object.fromEntries(Object.keys(request.remotesJson).map((name) => [name, 'in the bundle']));
  return draw({ ...request, serverEntries });
}
`;
}

export interface MonolithSources {
  runtime: string;
  remotesJson: string;
  serverEntry: string;
}

/** Writes the three modules into `folder`; returns their paths. */
export function writeMonolithSources(folder: string): MonolithSources {
  mkdirSync(folder, { recursive: true });
  const files = {
    runtime: join(folder, 'runtime.js'),
    remotesJson: join(folder, 'remotesJson.js'),
    serverEntry: join(folder, 'serverEntry.js'),
  };
  writeFileSync(files.runtime, runtimeModule());
  writeFileSync(files.remotesJson, remotesJsonModule());
  writeFileSync(files.serverEntry, serverEntryModule());
  return files;
}
