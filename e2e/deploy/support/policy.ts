/**
 * The shell's Content-Security-Policy in the deploy tests: regenerating it in a deployed
 * folder with the documented command, and catching every violation a page reports.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { repoRoot } from './servers';

const run = promisify(execFile);

/** `npm run deploy:csp -- <shell folder>`, as the README has a deployment do. */
export async function regenerateCsp(shellFolder: string): Promise<void> {
  await run('npm', ['run', '--silent', 'deploy:csp', '--', shellFolder], {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
}

export interface Violation {
  directive: string;
  blockedURI: string;
}

declare global {
  interface Window {
    reportPolicyViolation?: (violation: Violation) => void;
  }
}

/**
 * Records, across navigations and from each page's first script on, every
 * `securitypolicyviolation` event and every console message in which Chromium reports one.
 */
export async function recordViolations(page: Page) {
  const events: Violation[] = [];
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) => {
    events.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportPolicyViolation?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
      });
    });
  });
  return { events, console: consoleReports };
}
