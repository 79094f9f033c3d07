/**
 * The dashboard's page is the files its Rspack build writes to `dist/`: built first when there
 * are none or the sources are newer, so that `npm run releases:ui` on a fresh clone just works.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const dashboardRoot = resolve(__dirname, '..');
export const PAGE_DIR = join(dashboardRoot, 'dist');

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
