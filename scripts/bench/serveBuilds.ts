/**
 * Serves five production builds (the benchmark's own, under its work folder) on the benchmark's
 * ports (the preview ports + 300: shell on 4300), so a benchmark never collides with the browser
 * tests' servers on 4000. The shell's remotes.json is rewritten to point at those ports.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, host, remotesMap, type AppEntry } from '@murmur/build/apps';
import { portsInUse, startProcess, waitForUrls, type Started } from './processes';

export const benchPort = (app: AppEntry) => app.servePort + 300;

export interface ServedBuilds {
  shellUrl: string;
  /** App name by origin, e.g. 'http://localhost:4302' → 'feed'. */
  appOfOrigin: Map<string, string>;
  stop(): Promise<void>;
}

/** `buildsDir` holds one folder per app, named like the app's workspace (feed-app, …). */
export async function serveBuilds(
  repoRoot: string,
  buildsDir: string,
  logDir: string,
): Promise<ServedBuilds> {
  const busy = await portsInUse(allApps.map(benchPort));
  if (busy.length > 0) throw new Error(`Benchmark ports already in use: ${busy.join(', ')}`);

  const servers: Started[] = [];
  for (const app of allApps) {
    const build = join(buildsDir, app.dir);
    if (!existsSync(join(build, 'index.html'))) throw new Error(`No build in ${build}`);
    if (app === host) {
      writeFileSync(join(build, 'remotes.json'), JSON.stringify(remotesMap(benchPort), null, 2));
    }
    const serveBin = join(repoRoot, 'node_modules/.bin/serve');
    servers.push(
      startProcess(
        `${serveBin} ${build} --listen ${benchPort(app)} --no-port-switching --no-clipboard --no-request-logging`,
        join(logDir, `serve-${app.name}.log`),
      ),
    );
  }
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    await waitForUrls(
      allApps.map(
        (app) => `http://localhost:${benchPort(app)}/${app === host ? '' : 'mf-manifest.json'}`,
      ),
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shellUrl: `http://localhost:${benchPort(host)}`,
    appOfOrigin: new Map(allApps.map((app) => [`http://localhost:${benchPort(app)}`, app.name])),
    stop,
  };
}
