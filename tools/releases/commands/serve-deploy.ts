/**
 * `npm run serve:deploy [-- --port 4500] [--api=server] [--access-log] [--tls]`: the release
 * store (DEPLOY_DIR, default deploy/) on one origin through nginx, with the configuration
 * written from tools/releases/src/nginx/release-store.conf.template (docs/releases.md).
 * `--tls` (or MURMUR_STORE_TLS=true): the site is reached over HTTPS, so every answer sends HSTS.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { portTaken } from '@murmur/tooling';
import { parseApiMode, startApiServer } from '@murmur/tooling';
import { storeContentSecurityPolicy } from '../src/nginx/nginxConfig';
import { findNginx, hasIpv6Loopback, startNginx, workerUser } from '../src/nginx/runNginx';
import { RefusedError, storePaths, storeRoot } from '../src/store';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    port: { type: 'string', default: '4500' },
    api: { type: 'string' },
    'access-log': { type: 'boolean', default: false },
    tls: { type: 'boolean', default: process.env.MURMUR_STORE_TLS === 'true' },
  },
});
const port = Number(values.port);
const paths = storePaths(storeRoot());

const nginx = findNginx();
if (!nginx) {
  console.error(
    'nginx is not installed. On Debian or Ubuntu: apt-get install nginx (only the program is used; its own site stays off).',
  );
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0) {
  console.error(`--port must be a port number, not "${values.port}".`);
  process.exit(2);
}
if (await portTaken(port, '127.0.0.1')) {
  console.error(`Port ${port} is already in use. Is another serve:deploy running? Stop it first.`);
  process.exit(1);
}
mkdirSync(paths.root, { recursive: true });
if (!existsSync(paths.shellPage)) {
  console.warn(`Nothing is live in ${paths.root} yet: run npm run deploy -- all.`);
}

// --api=server: the API server runs too (or the one at MURMUR_API_URL), behind /api. The apps
// deployed must be built with the mock off: MURMUR_MOCK_API=false npm run deploy -- all.
const api = parseApiMode(process.argv.slice(2)) === 'server' ? await startApiServer() : undefined;

/** nginx on the store; a configuration refused (a crafted remotes.json) stops here, saying why. */
function start() {
  try {
    return startNginx(nginx!, {
      store: paths.root,
      port,
      ipv6: hasIpv6Loopback(),
      contentSecurityPolicy: storeContentSecurityPolicy(paths.overrides),
      apiUrl: api?.url,
      user: workerUser(paths.root),
      accessLog: values['access-log'],
      tls: values.tls,
    });
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    console.error(`nginx not started: ${error.message}`);
    api?.stop();
    process.exit(1);
  }
}
const { child, configFile } = start();
console.log(
  `Serving the release store ${paths.root} on http://localhost:${port} with nginx` +
    `${api ? `, /api → ${api.url}` : ''} (configuration: ${configFile}).`,
);

const forward = (signal: NodeJS.Signals) => () => {
  if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
// However this process ends (the API server's own signal handling exits at once), nginx stops
// and its folder goes.
process.once('exit', () => {
  forward('SIGTERM')();
  rmSync(dirname(configFile), { recursive: true, force: true });
});
child.once('exit', (code, signal) => {
  api?.stop();
  process.exit(code ?? (signal ? 0 : 1));
});
