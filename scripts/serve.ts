/**
 * `npm run serve`: the production builds, each on its own port (shell 4000, remotes 4001–4004),
 * with the headers and fallback of the serve.json each build writes into its dist folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allApps, host } from '@murmur/build/apps';
import { runApps } from './lib/runApps';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
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

await runApps({
  apps: allApps,
  command: (app) =>
    `serve ${distOf(app.dir)} --listen ${app.servePort} --no-port-switching --no-clipboard --no-request-logging`,
  port: (app) => app.servePort,
  entry: host,
});
