/**
 * `npm run releases:ui [-- --port <n>] [--api <url>]`: the release dashboard on
 * http://localhost:4590 (or `--port`), over the release store the CLI uses (DEPLOY_DIR) and the
 * API server its health comes from (`--api`, else MURMUR_API_URL; its public address needs
 * METRICS_TOKEN, its management port does not). Ctrl+C stops it.
 */
import { parseArgs } from 'node:util';
import { startDashboard } from './httpServer';
import { PAGE_DIR, ensurePageBuilt } from './pageBuild';
import { buildWithNpm, storePaths, storeRoot, whoIsRunning } from '@murmur/releases';

export const DEFAULT_PORT = 4590;

function options() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, api: { type: 'string' } },
    strict: true,
  });
  const port = Number(values.port ?? process.env.MURMUR_DASHBOARD_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port takes a port number, not "${values.port}".`);
  }
  const api = values.api ?? process.env.MURMUR_API_URL ?? null;
  return { port, api: api === null ? null : api.replace(/\/+$/, '') };
}

async function main() {
  const { port, api } = options();
  ensurePageBuilt((line) => console.log(line));
  const context = {
    paths: storePaths(storeRoot()),
    print: (line: string) => console.log(line),
    by: whoIsRunning(),
    build: buildWithNpm,
  };
  const dashboard = await startDashboard({
    port,
    pageDir: PAGE_DIR,
    context,
    health: { api, token: process.env.METRICS_TOKEN },
  });
  console.log(`Release store: ${context.paths.root}`);
  console.log(`Health from: ${api ?? 'no API server (--api, or MURMUR_API_URL)'}`);
  console.log(`The release dashboard is at ${dashboard.url} (Ctrl+C stops it).`);
  const stop = () => void dashboard.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
