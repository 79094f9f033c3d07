/**
 * A deployment of the five production builds on five origins of a test's own (the shell on
 * `basePort`, the remotes on the next four ports), with remote overrides off, so its
 * Content-Security-Policy admits exactly the remotes of its remotes.json. A test can point a
 * remote elsewhere or replace the shell's build, as a real deployment would.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, host, type AppEntry, type AppName } from '@murmur/build/apps';
import { copyBuilds, tempFolder, writeRemotesJson } from './builds';
import { regenerateCsp } from './policy';
import { serveFolder, stopAll, type RunningServer } from './servers';

export interface Deployment {
  /** The shell's address, e.g. `http://localhost:4120`. */
  shellOrigin: string;
  /** Where each app of this deployment is served. */
  originOf(app: AppEntry): string;
  shellFolder: string;
  /** Points the shell's remotes.json at another manifest and restarts the shell's server. */
  pointRemote(name: Exclude<AppName, 'shell'>, manifestUrl: string): Promise<void>;
  /** Deploys another build of the shell (keeping this deployment's remotes), and restarts it. */
  replaceShell(buildFolder: string): Promise<void>;
  /** Serves another build folder on a port of the test's choosing. */
  serveExtra(folder: string, port: number): Promise<string>;
  stop(): Promise<void>;
}

export async function deployBuilds(label: string, basePort: number): Promise<Deployment> {
  const folder = tempFolder(label);
  copyBuilds(folder.path);
  const portOf = (app: AppEntry) => basePort + allApps.indexOf(app);
  const originOf = (app: AppEntry) => `http://localhost:${portOf(app)}`;
  const shellFolder = join(folder.path, host.dir);
  const remotes: Record<string, string> = Object.fromEntries(
    allApps
      .filter((app) => app !== host)
      .map((app) => [app.name, `${originOf(app)}/mf-manifest.json`]),
  );

  const configureShell = async () => {
    writeRemotesJson(shellFolder, remotes);
    writeFileSync(
      join(shellFolder, 'remote-overrides.json'),
      JSON.stringify({ allowedOrigins: [] }),
    );
    await regenerateCsp(shellFolder);
  };
  await configureShell();

  const extras: RunningServer[] = [];
  let shellServer: RunningServer | undefined;
  const remoteServers = await Promise.all(
    allApps
      .filter((app) => app !== host)
      .map((app) => serveFolder(join(folder.path, app.dir), portOf(app))),
  );
  shellServer = await serveFolder(shellFolder, portOf(host));
  // The static server reads serve.json (the policy) when it starts.
  const restartShell = async () => {
    await shellServer?.stop();
    shellServer = await serveFolder(shellFolder, portOf(host));
  };

  return {
    shellOrigin: originOf(host),
    originOf,
    shellFolder,
    async pointRemote(name, manifestUrl) {
      remotes[name] = manifestUrl;
      await configureShell();
      await restartShell();
    },
    async replaceShell(buildFolder) {
      rmSync(shellFolder, { recursive: true, force: true });
      cpSync(buildFolder, shellFolder, { recursive: true });
      await configureShell();
      await restartShell();
    },
    async serveExtra(extraFolder, port) {
      const server = await serveFolder(extraFolder, port);
      extras.push(server);
      return server.origin;
    },
    async stop() {
      await stopAll([shellServer, ...remoteServers, ...extras]);
      folder.remove();
    },
  };
}
