/**
 * Browser sessions of a release store whose telemetry reaches a real API server, as a
 * deployment's proxy would pass it: each session from an address of its own (the judge counts
 * one session per network), its report handed to the API server when the page is hidden.
 *
 * The pages run the mock in the page (no service worker), so their beacons leave the page; a
 * page's ticket is the mock's, which the API server does not know: it is swapped for one the API
 * server gives that browser's address, one per page load.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

export interface ReportingTarget {
  /** The store's origin (nginx). */
  origin: string;
  /** The API server's public address. */
  api: string;
}

/** The tab is hidden, as a browser tells a page (a headless tab never is by itself). */
export async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** What a deployment's proxy adds: the page's host, and the browser's address. */
const proxyHeaders = (origin: string, address: string) => ({
  'x-forwarded-host': new URL(origin).host,
  'x-forwarded-for': address,
});

/** A ticket of the API server's, for a page of this site at `address`. */
async function apiTicket({ origin, api }: ReportingTarget, address: string): Promise<string> {
  const response = await fetch(`${api}/api/v2/telemetry/ticket`, {
    method: 'POST',
    headers: { origin, ...proxyHeaders(origin, address) },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

let sessionsSoFar = 0;

/**
 * A browser with the given canary bucket signs in, lands on the feed, and hides the page: its
 * report reaches the API server. Returns what the page showed: 'the feed' or 'could not be loaded'.
 */
export async function reportingSession(
  browser: Browser,
  target: ReportingTarget,
  bucket: number,
): Promise<string> {
  const context = await browser.newContext({ baseURL: target.origin, serviceWorkers: 'block' });
  sessionsSoFar += 1;
  const address = `198.51.100.${sessionsSoFar}`;
  try {
    await context.addInitScript((kept) => {
      window.localStorage.setItem('murmur.mockDelay', '0');
      window.localStorage.setItem('murmur.canaryBucket', String(kept));
    }, bucket);
    let reported = 0;
    let ticket: string | undefined;
    await context.route('**/api/v2/telemetry', async (route) => {
      const report = JSON.parse(route.request().postData() ?? '{}') as { ticket?: string };
      // The page asked for its ticket and carries it: the mock's, swapped for the server's.
      expect(report.ticket).toMatch(/^mock\./);
      ticket ??= await apiTicket(target, address);
      const response = await route.fetch({
        url: `${target.api}/api/v2/telemetry`,
        headers: { ...route.request().headers(), ...proxyHeaders(target.origin, address) },
        postData: JSON.stringify({ ...report, ticket }),
      });
      expect(response.status()).toBe(204);
      reported += 1;
      await route.fulfill({ response });
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Use guest login' }).click();
    await page.waitForURL('**/home');
    const suggestions = page.getByRole('complementary', { name: 'Suggestions' });
    const failed = page.getByText('could not be loaded');
    await expect(suggestions.or(failed).first()).toBeVisible();
    const text = (await failed.count()) > 0 ? 'could not be loaded' : 'the feed';
    await hide(page);
    await expect.poll(() => reported).toBeGreaterThan(0);
    return text;
  } finally {
    await context.close();
  }
}
