/**
 * The shell's production build for `npm run serve` (and the benchmark): its dist as `serve`
 * serves it, each page with the first screen's hints (servedShellPage.ts), and with
 * `--api=<url>` /api passed to the API server.
 *
 *   serveShell <dist> <port> <origin>=<build folder>… [--api=<url>] [--no-hints]
 *
 * `--no-hints` sends the page as built (the benchmark measuring a worktree whose serve wrote none).
 */
import { refreshServedRoutes } from './servedRoutes';
import { serveShell } from './shellServer';

const args = process.argv.slice(2);
const [dist, port] = args;
const api = args.find((arg) => arg.startsWith('--api='))?.slice('--api='.length);
const builds = args
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => {
    const at = arg.indexOf('=');
    return [arg.slice(0, at), arg.slice(at + 1)] as const;
  });
if (!dist || !port || builds.some(([origin]) => !origin)) {
  throw new Error(
    'usage: serveShell <dist> <port> <origin>=<build folder>… [--api=<url>] [--no-hints]',
  );
}
const hints = !args.includes('--no-hints');
const buildOfOrigin = new Map(builds);
refreshServedRoutes(dist, buildOfOrigin);
serveShell(dist, Number(port), { apiUrl: api, buildOfOrigin, hints });
console.log(`shell${api ? ` with /api → ${api}` : ''} on http://localhost:${port}`);
