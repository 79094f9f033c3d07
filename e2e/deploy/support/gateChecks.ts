/**
 * What the compatibility gate's tests look at: what `npm run deploy:check` says of a remote and
 * a shell, and which files a page asks a remote's origin for (a refused remote: its manifest).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
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

/**
 * The guest signs in with the feed remote refused by the gate: Home says why (`refusal`, as the
 * gate words it), and the rest of the shell works (its New Post button, the Profile page another
 * remote serves).
 */
export async function expectFeedRefusedOnHome(page: Page, refusal: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByText(`${refusal}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'New Post' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/guest$/);
}
