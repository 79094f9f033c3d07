/**
 * The dashboard's page: the files its Rspack build wrote to `dist/`, served as they are (the
 * hashed ones for a year, the page itself always asked again); built first when there are none
 * or the sources are newer, so that `npm run releases:ui` on a fresh clone just works.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

export const dashboardRoot = resolve(__dirname, '..');
export const PAGE_DIR = join(dashboardRoot, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

function newestIn(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((path) => statSync(join(folder, path)).mtimeMs)
    .reduce((newest, time) => Math.max(newest, time), 0);
}

/** Builds the page when `dist/` is missing or older than its sources. */
export function ensurePageBuilt(print: (line: string) => void): void {
  const page = join(PAGE_DIR, 'index.html');
  const sources = Math.max(
    newestIn(join(dashboardRoot, 'src')),
    newestIn(join(dashboardRoot, 'api')),
  );
  if (existsSync(page) && statSync(page).mtimeMs >= sources) return;
  print('Building the dashboard’s page…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: dashboardRoot, stdio: 'inherit' });
}

export function servePageFile(pageDir: string, pathname: string, response: ServerResponse): void {
  const asked = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(pageDir, asked === '/' ? 'index.html' : asked);
  // Any other path is the page (one page, no routes of its own), and nothing outside dist/.
  const found =
    file.startsWith(pageDir) && existsSync(file) && statSync(file).isFile()
      ? file
      : join(pageDir, 'index.html');
  if (!existsSync(found)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The dashboard’s page is not built: npm run build -w @murmur/release-dashboard');
    return;
  }
  const hashed = found.includes(`${join(pageDir, 'static')}`);
  response.writeHead(200, {
    'content-type': TYPES[extname(found)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
  });
  createReadStream(found).pipe(response);
}
