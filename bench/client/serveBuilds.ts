/**
 * Serves five production builds (the benchmark's own, under its work folder) on the benchmark's
 * ports (the preview ports + 300: shell on 4300), so a benchmark never collides with the browser
 * tests' servers on 4000. The shell's remotes.json is rewritten to point at those ports, and
 * its serve.json's Content-Security-Policy to admit them.
 *
 * With API servers (a mock-off build), the shell is served once per server, each passing /api to
 * its own (`npm run serve -- --api=server`'s static server): the first on 4300, the next on 4305,
 * 4310…, all loading the same remotes, which call /api on the page's origin.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, host, remotesMap, type AppEntry } from '@murmur/build/apps';
import { portsInUse } from '@murmur/tooling';
import { startServed } from '../shared/servers';
import { withRoutes } from '@murmur/build/routes/remotesJson';
import { routesOfFolder } from '@murmur/releases';
import { SHELL_SERVER_SCRIPT } from '@murmur/dev';
import { REPO_ROOT } from '../shared/paths';

/** `offset` moves a second set of builds beside the first (`--before`: 4320–4324). */
export const benchPort = (app: AppEntry, offset = 0) => app.servePort + 300 + offset;

const remoteApps = allApps.filter((app) => app !== host);

/** The shell's port for the `index`th API server: 4300, 4305, 4310… */
const shellPort = (index: number, offset: number) => benchPort(host, offset) + 5 * index;

export interface ServeOptions {
  /** API servers (origins) for a mock-off build: one shell for each. */
  apiUrls?: string[];
  /**
   * Whether the shell's page carries the first screen's hints, as that worktree's `npm run
   * serve` writes them: the measured checkout has a shell server of its own (builds.ts looks for
   * it where the dev runner keeps it, and where earlier commits kept it).
   */
  hints?: boolean;
  /** Added to every port: a second set of builds served beside the first. */
  portOffset?: number;
}

/** The shell's server (@murmur/dev's), its page's hints read from the remotes' builds. */
function shellCommand(
  buildsDir: string,
  port: number,
  { apiUrl, hints, offset }: { apiUrl?: string; hints: boolean; offset: number },
): string {
  const remoteBuilds = remoteApps.map(
    (remote) => `http://localhost:${benchPort(remote, offset)}=${join(buildsDir, remote.dir)}`,
  );
  return [
    join(REPO_ROOT, 'node_modules/.bin/jiti'),
    SHELL_SERVER_SCRIPT,
    join(buildsDir, host.dir),
    port,
    ...remoteBuilds,
    ...(apiUrl ? [`--api=${apiUrl}`] : []),
    ...(hints ? [] : ['--no-hints']),
  ].join(' ');
}

/** The bench shell's remotes.json: each remote on its bench port, with the routes its build declares. */
function benchRemotesJson(buildsDir: string, offset: number) {
  const routesOf = (name: string) => {
    const remote = allApps.find((entry) => entry.name === name);
    return remote ? routesOfFolder(join(buildsDir, remote.dir), remote.dir) : [];
  };
  const port = (app: AppEntry) => benchPort(app, offset);
  return JSON.stringify(withRoutes(remotesMap(port), routesOf), null, 2);
}

/**
 * The bench shell's serve.json: its Content-Security-Policy admits the remotes where the bench
 * serves them (the build wrote their preview origins, 4001–4004), the rest of it as built.
 */
function benchServeJson(shellBuild: string, offset: number) {
  let text = readFileSync(join(shellBuild, 'serve.json'), 'utf8');
  for (const app of remoteApps) {
    const preview = new RegExp(`http://localhost:${app.servePort}(?![0-9])`, 'g');
    text = text.replace(preview, `http://localhost:${benchPort(app, offset)}`);
  }
  return text;
}

/** `buildsDir` holds one folder per app, named like the app's workspace (feed-app, …). */
export async function serveBuilds(
  buildsDir: string,
  logDir: string,
  { apiUrls, hints = true, portOffset: offset = 0 }: ServeOptions = {},
) {
  const shells = (apiUrls ?? [undefined]).map((apiUrl, index) => ({
    apiUrl,
    port: shellPort(index, offset),
  }));
  const remotePort = (app: AppEntry) => benchPort(app, offset);
  const ports = [...shells.map((shell) => shell.port), ...remoteApps.map(remotePort)];
  const busy = await portsInUse(ports);
  if (busy.length > 0) throw new Error(`Benchmark ports already in use: ${busy.join(', ')}`);

  const bin = (name: string) => join(REPO_ROOT, 'node_modules/.bin', name);
  const serveCommand = (build: string, port: number) =>
    `${bin('serve')} ${build} --listen ${port} --no-port-switching --no-clipboard --no-request-logging`;
  const servers: [command: string, logFile: string][] = [];
  for (const app of allApps) {
    const build = join(buildsDir, app.dir);
    if (!existsSync(join(build, 'index.html'))) throw new Error(`No build in ${build}`);
    if (app !== host) {
      servers.push([serveCommand(build, remotePort(app)), join(logDir, `serve-${app.name}.log`)]);
      continue;
    }
    writeFileSync(join(build, 'remotes.json'), benchRemotesJson(buildsDir, offset));
    writeFileSync(join(build, 'serve.json'), benchServeJson(build, offset));
    for (const { apiUrl, port } of shells) {
      const command = shellCommand(buildsDir, port, { apiUrl, hints, offset });
      servers.push([command, join(logDir, `serve-${app.name}-${port}.log`)]);
    }
  }
  const shellUrls = shells.map(({ port }) => `http://localhost:${port}`);
  const remoteOrigins = remoteApps.map(
    (app) => [`http://localhost:${remotePort(app)}`, app.name] as const,
  );
  const { stop } = await startServed(servers, [
    ...shellUrls.map((url) => `${url}/`),
    ...remoteOrigins.map(([origin]) => `${origin}/mf-manifest.json`),
  ]);
  return {
    /** The first (or only) shell. */
    shellUrl: shellUrls[0] as string,
    /** One shell per API server, in their order (the one shell without them). */
    shellUrls,
    /** App name by origin, e.g. 'http://localhost:4302' → 'feed'. */
    appOfOrigin: new Map([...shellUrls.map((url) => [url, host.name] as const), ...remoteOrigins]),
    stop,
  };
}
