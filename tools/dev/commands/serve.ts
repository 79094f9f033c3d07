/**
 * `npm run serve`: the production builds, each on its own port (shell 4000, remotes 4001–4004),
 * with the headers and fallback of the serve.json each build writes into its dist folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allApps, host } from '@murmur/build/apps';
import { runApps } from '../src/runApps';
import { parseApiMode, startApiServer } from '@murmur/tooling';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const distOf = (dir: string) => join(repoRoot, dir, 'dist');

const missing = allApps.filter((app) => !existsSync(join(distOf(app.dir), 'index.html')));
if (missing.length > 0) {
  console.error(
    `No build for ${missing.map((app) => app.dir).join(', ')}. Run npm run build first.`,
  );
  process.exit(1);
}

console.log(
  `Serving ${allApps.length} builds; the shell will be on http://localhost:${host.servePort}`,
);

// --api=server: the API server runs too, and the shell's origin passes /api to it. The builds
// must be made with the mock off: MURMUR_MOCK_API=false npm run build.
const api = parseApiMode(process.argv.slice(2)) === 'server' ? await startApiServer() : undefined;
const serveCommand = (dir: string, port: number) =>
  `serve ${distOf(dir)} --listen ${port} --no-port-switching --no-clipboard --no-request-logging`;
// The shell's page carries the first screen's hints, read from each remote's build here.
const remoteBuilds = allApps
  .filter((app) => app !== host)
  .map((app) => `http://localhost:${app.servePort}=${distOf(app.dir)}`)
  .join(' ');
const shellCommand = () =>
  [
    `jiti tools/dev/src/serveShell.ts ${distOf(host.dir)} ${host.servePort} ${remoteBuilds}`,
    ...(api ? [`--api=${api.url}`] : []),
  ].join(' ');

await runApps({
  apps: allApps,
  command: (app) => (app === host ? shellCommand() : serveCommand(app.dir, app.servePort)),
  port: (app) => app.servePort,
  entry: host,
});
api?.stop();
