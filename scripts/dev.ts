/** `npm start`: the five dev servers together (hot reload on), the shell on port 3000. */
import { allApps, host } from '@murmur/build/apps';
import { runApps } from './lib/runApps';
import { parseApiMode, startApiServer } from './lib/apiMode';

// --api=server: the real API server instead of the in-page mock, /api proxied by the dev servers.
const api = parseApiMode(process.argv.slice(2)) === 'server' ? await startApiServer() : undefined;

console.log(
  `Starting ${allApps.length} dev servers; the shell will be on http://localhost:${host.devPort}`,
);

await runApps({
  apps: allApps,
  command: (app) => `npm run start --silent -w ${app.dir}`,
  port: (app) => app.devPort,
  entry: host,
});
api?.stop();
