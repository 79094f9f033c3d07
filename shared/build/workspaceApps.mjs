// @ts-check
/**
 * Which workspaces are Murmur's apps, read from the workspaces themselves: an app's package.json
 * says what it is in its `murmur` field, e.g. `{ "remote": "feed", "devPort": 3002,
 * "servePort": 4002 }` (the shell: `{ "host": "shell", … }`). Everything that lists the apps (the
 * build, `npm start`, serve, deploy, lint zones, Jest) reads this, so a new remote's workspace is
 * its whole registration. Plain JavaScript, without `import.meta`: the lint and Jest configs load
 * it as it is, the TypeScript tooling through its declaration file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The `murmur` field of one workspace, checked: a typo must fail loudly, not drop an app.
 * @param {string} dir
 * @param {Record<string, unknown>} field
 */
function appOf(dir, field) {
  const name = field.remote ?? field.host;
  const { devPort, servePort } = field;
  if (typeof name !== 'string' || typeof devPort !== 'number' || typeof servePort !== 'number') {
    throw new Error(
      `${dir}/package.json: "murmur" needs "remote" (or "host"), "devPort" and "servePort".`,
    );
  }
  return { name, dir, devPort, servePort, isHost: field.host !== undefined };
}

/**
 * The host and the remotes, in the order of the root package.json's `workspaces`.
 * @param {string} repoRoot
 */
export function readWorkspaceApps(repoRoot) {
  /** @type {{ workspaces: string[] }} */
  const { workspaces } = readJson(join(repoRoot, 'package.json'));
  const apps = workspaces.flatMap((dir) => {
    const { murmur } = readJson(join(repoRoot, dir, 'package.json'));
    return murmur ? [appOf(dir, murmur)] : [];
  });
  const hosts = apps.filter((app) => app.isHost);
  if (hosts.length !== 1) throw new Error(`One workspace must be the host; found ${hosts.length}.`);
  const strip = ({ isHost: _isHost, ...app }) => app;
  return { host: strip(hosts[0]), remotes: apps.filter((app) => !app.isHost).map(strip) };
}
