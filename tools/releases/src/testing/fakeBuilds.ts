/**
 * Small stand-ins for production builds, for the release commands' tests: what the commands
 * read of a build (its manifest's name and shared versions, the shell's page) and a file or
 * two that differ from one build to the next, in a temporary store of their own.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { allApps, host, type AppEntry } from '@murmur/build/apps';
import { ROUTES_FILE } from '@murmur/build/routes/routeDeclarations';
import { repositoryRoutesOf } from '@murmur/build/routes/remotesJson';
import type { RemoteRoutes } from '@murmur/core';
import type { ReleaseContext } from '../context';
import { storePaths } from '../store';

export interface FakeBuildOptions {
  /** Differs between two builds of one app: names its main script. */
  marker?: string;
  /** The @murmur/core the shell provides. */
  core?: string;
  /** The range of @murmur/core a remote needs. */
  needs?: string;
  /** The routes a remote declares (routes.json); by default, what its source declares. */
  routes?: RemoteRoutes;
  /** With a server build that draws its routes (`server/`, shared/build/serverBuild/). */
  server?: boolean;
}

/**
 * A shell's server entry: draws each route of remotes.json whose remote has a server entry, as
 * `<main>` naming the remote's marker, the shell's and the route.
 */
const fakeShellServer = (marker: string) => `
exports.drawFirstScreens = async ({ remotesJson, serverEntries }) => {
  const routes = [];
  for (const [remote, entry] of Object.entries(remotesJson)) {
    if (!serverEntries[remote]) continue;
    const drawnBy = require(serverEntries[remote]).marker;
    for (const route of entry.routes || []) {
      const html = '<main>' + route.path + ' drawn by shell ${marker} and ' + remote + ' ' + drawnBy + '</main>';
      routes.push({ path: route.path, remote, access: route.access, html, drawn: JSON.stringify({ remote, drawnBy }) });
    }
  }
  return { routes, failures: [] };
};
`;

const write = (path: string, content: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
};

export function writeFakeBuild(folder: string, app: AppEntry, options: FakeBuildOptions = {}) {
  const { marker = 'first', core = '1.0.0', needs = '^1.0.0' } = options;
  const isHost = app === host;
  write(
    join(folder, 'mf-manifest.json'),
    JSON.stringify({
      metaData: {
        name: app.name,
        buildInfo: { buildName: `@murmur/${app.dir}` },
        ...(!isHost && { remoteEntry: { name: 'remoteEntry.js', path: '' } }),
      },
      shared: [
        { name: '@murmur/core', version: core, singleton: true, requiredVersion: needs },
        { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      ],
    }),
  );
  write(join(folder, `static/js/main.${marker}.js`), `console.log(${JSON.stringify(marker)});\n`);
  write(join(folder, 'serve.json'), '{"headers":[]}\n');
  if (isHost) {
    write(
      join(folder, 'index.html'),
      `<!doctype html><html><head><title>Murmur</title><script defer src="/static/js/main.${marker}.js"></script></head><body><div id="root"></div></body></html>`,
    );
    write(join(folder, 'remote-overrides.json'), '{"allowedOrigins":["http://localhost:*"]}\n');
    write(join(folder, 'remotes.json'), '{}\n');
    if (options.server) write(join(folder, 'server/first-screen.js'), fakeShellServer(marker));
  } else {
    write(join(folder, 'remoteEntry.js'), `var ${app.name} = ${JSON.stringify(marker)};\n`);
    if (options.server) {
      write(join(folder, 'server/remoteEntry.js'), `exports.marker = ${JSON.stringify(marker)};\n`);
    }
    const routes = options.routes ?? repositoryRoutesOf(app.name);
    write(join(folder, ROUTES_FILE), `${JSON.stringify(routes, null, 2)}\n`);
  }
}

export interface FakeWorld {
  root: string;
  context: ReleaseContext;
  printed: string[];
  /** A build of `app` in a folder of the test's own, for --from. */
  buildOf(app: AppEntry, options?: FakeBuildOptions): string;
  /** Builds for `all --from`: `<folder>/<app>/dist`. */
  allBuilds(options?: FakeBuildOptions): string;
  /** What the next builds the command makes itself will be. */
  nextBuild: Map<AppEntry, FakeBuildOptions>;
  read(path: string): string;
  /** The store's two pointers as they stand: the shell's page and remotes.json. */
  pointerFiles(): { page: string; remotes: string };
  remove(): void;
}

export function fakeWorld(): FakeWorld {
  const base = mkdtempSync(join(tmpdir(), 'murmur-release-test-'));
  const root = join(base, 'deploy');
  const printed: string[] = [];
  const nextBuild = new Map<AppEntry, FakeBuildOptions>();
  let builds = 0;
  const buildOf = (app: AppEntry, options?: FakeBuildOptions) => {
    builds += 1;
    const folder = join(base, `build-${builds}`, app.dir);
    writeFakeBuild(folder, app, options);
    return folder;
  };
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  return {
    root,
    printed,
    nextBuild,
    context: {
      paths: storePaths(root),
      print: (line) => printed.push(line),
      by: 'tester@machine',
      build: async (app, outputPath) => writeFakeBuild(outputPath, app, nextBuild.get(app)),
    },
    buildOf,
    allBuilds(options) {
      builds += 1;
      const folder = join(base, `all-${builds}`);
      for (const app of allApps) writeFakeBuild(join(folder, app.dir, 'dist'), app, options);
      return folder;
    },
    read,
    pointerFiles: () => ({ page: read('index.html'), remotes: read('remotes.json') }),
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}
