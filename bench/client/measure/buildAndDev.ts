/** The dev servers from start to first page. */
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { allApps, host } from '@murmur/build/apps';
import { openPage, watched } from '../browser';
import { inPage, type BenchEnv } from '../env';
import { portsInUse, startProcess, waitForUrls } from '@murmur/tooling';

/** Pages of the dev servers' shell (`npm start`'s). */
export const devPages = (browser: Browser): Pick<BenchEnv, 'open'> => ({
  open: (options) => openPage(browser, `http://localhost:${host.devPort}`, new Map(), options),
});

/** Starts `command` (dev servers), waits until all five answer and the login page shows. */
export async function startDevAndOpen(command: string, logFile: string, browser: Browser) {
  const started = performance.now();
  const run = startProcess(command, logFile);
  try {
    const urls = allApps.map(
      (app) => `http://localhost:${app.devPort}/${app === host ? '' : 'mf-manifest.json'}`,
    );
    await waitForUrls(urls, 240_000);
    // All five dev servers answer (the shell's page, each remote's manifest).
    const serversReadyMs = performance.now() - started;
    await inPage(devPages(browser), {}, async ({ page }) => {
      await page.goto('/');
      await watched(page, 'loginForm', 120_000);
    });
    // The login page is on screen in a browser opened as soon as the servers answered.
    return { run, serversReadyMs, firstPageMs: performance.now() - started };
  } catch (error) {
    await run.stop();
    throw error;
  }
}

export type DevStart = Omit<Awaited<ReturnType<typeof startDevAndOpen>>, 'run'>;

export async function timeDevStart(
  repoRoot: string,
  workDir: string,
  browser: Browser,
): Promise<DevStart | { skipped: string }> {
  const busy = await portsInUse(allApps.map((app) => app.devPort));
  if (busy.length > 0) return { skipped: `dev ports in use: ${busy.join(', ')}` };
  const command = `npm start --prefix ${repoRoot}`;
  const { run, ...start } = await startDevAndOpen(command, join(workDir, 'dev.log'), browser);
  await run.stop();
  return start;
}
