/** `npm start`: the five dev servers together (hot reload on), the shell on port 3000. */
import { allApps, host } from '@murmur/build/apps';
import { runApps } from './lib/runApps';

console.log(
  `Starting ${allApps.length} dev servers; the shell will be on http://localhost:${host.devPort}`,
);

await runApps({
  apps: allApps,
  command: (app) => `npm run start --silent -w ${app.dir}`,
  port: (app) => app.devPort,
  entry: host,
});
