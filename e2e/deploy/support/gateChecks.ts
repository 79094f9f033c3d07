/**
 * What the compatibility gate's tests look at: what `npm run deploy:check` says of a remote and
 * a shell, and which files a page asks a remote's origin for (a refused remote: its manifest).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { repoRoot } from './servers';

const run = promisify(execFile);

/** `npm run deploy:check -- <remote> --shell <shell>`: its exit code and what it printed. */
export async function deployCheck(remote: string, shell: string) {
  const args = ['run', '--silent', 'deploy:check', '--', remote, '--shell', shell];
  try {
    const { stdout } = await run('npm', args, { cwd: repoRoot });
    return { code: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, stdout };
  }
}

/** Paths of every file the page asks the given origin for, from now on. */
export function requestsTo(page: Page, origin: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  return paths;
}
