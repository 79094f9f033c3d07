/**
 * Serves the monolith (monolithConfigs.ts) on the benchmark's monolith port, 4330: one origin,
 * its pages drawn by its own server build, as the shell's server draws the federated build's
 * (@murmur/dev's SHELL_SERVER_SCRIPT, no remote origins).
 */
import { join } from 'node:path';
import { SHELL_SERVER_SCRIPT } from '@murmur/dev';
import { portsInUse } from '@murmur/tooling';
import { REPO_ROOT } from '../../shared/paths';
import { startServed } from '../../shared/servers';

export const MONOLITH_PORT = 4330;

export async function serveMonolith(dist: string, logDir: string) {
  const busy = await portsInUse([MONOLITH_PORT]);
  if (busy.length > 0) throw new Error(`The monolith's port is in use: ${busy.join(', ')}`);
  const command = [
    join(REPO_ROOT, 'node_modules/.bin/jiti'),
    SHELL_SERVER_SCRIPT,
    dist,
    MONOLITH_PORT,
  ].join(' ');
  const url = `http://localhost:${MONOLITH_PORT}`;
  const server = await startServed([[command, join(logDir, 'serve-monolith.log')]], [`${url}/`]);
  return { url, appOfOrigin: new Map([[url, 'monolith']]), stop: () => server.stop() };
}
