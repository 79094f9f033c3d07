/**
 * What `npm start` runs: every app on its dev server, or, with `--dev=<remotes>`, only those
 * remotes on dev servers and the shell and the other remotes served from development builds,
 * all on the same ports (shell 3000, remotes 3001–3004), so the shell's remotes.json holds.
 * The built apps follow edits too: they are rebuilt and the pages reload (rebuildOnEdit.ts).
 */
import { join } from 'node:path';
import { allApps, appByName, devBuildEventsPort, host, type AppEntry } from '@murmur/build/apps';
import { startDevBuildEvents } from './devBuildEvents';
import { devBuildFolder, ensureDevBuilds, repoRoot } from './devBuilds';
import { rebuildOnEdit } from './rebuildOnEdit';
import { runApps } from './runApps';

const devServerCommand = (app: AppEntry) => `npm run start --silent -w ${app.dir}`;

// Not `serve`: a rebuild rewrites the folder while it is served (serveDevBuild.ts says why).
const serveBuildCommand = (app: AppEntry) =>
  `jiti ${join(repoRoot, 'tools/dev/src/serveDevBuild.ts')} ${devBuildFolder(app)} ${app.devPort}`;

/** `devRemotes`: the remotes on dev servers; `null` for every app. */
export async function startDev(devRemotes: readonly string[] | null): Promise<void> {
  const onDevServer = new Set<AppEntry>(devRemotes ? devRemotes.map(appByName) : allApps);
  const built = allApps.filter((app) => !onDevServer.has(app));

  if (built.length === 0) {
    console.log(
      `Starting ${allApps.length} dev servers; the shell will be on http://localhost:${host.devPort}`,
    );
    await runAllApps(onDevServer);
    return;
  }

  const names = [...onDevServer].map((app) => app.dir).join(', ');
  console.log(`Developing ${names} on dev servers; the others from development builds.`);
  let events;
  try {
    events = await startDevBuildEvents(devBuildEventsPort);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
    return;
  }
  try {
    await ensureDevBuilds(built);
    const stopWatching = rebuildOnEdit(built, events);
    await runAllApps(onDevServer);
    await stopWatching();
  } finally {
    await events.close();
  }
}

function runAllApps(onDevServer: ReadonlySet<AppEntry>) {
  return runApps({
    apps: allApps,
    command: (app) => (onDevServer.has(app) ? devServerCommand(app) : serveBuildCommand(app)),
    port: (app) => app.devPort,
    entry: host,
  });
}
