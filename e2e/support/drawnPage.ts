/**
 * What the browser tests of drawn first screens (docs/architecture.md, "The first screen") look
 * at: the page as it arrives, before any of its scripts has run; whether the app hydrated it (the
 * elements drawn by the server are the ones the app then runs) or drew its own; and anything React
 * says of the two drawings.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { mainNav } from './app';

/**
 * Holds back every script file of the app until `release()` (the mock's worker excepted: it is
 * not the page's), as a slow network would: the page shows only what its HTML and CSS draw.
 */
export async function holdScripts(target: BrowserContext | Page) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await target.route(/\.js(\?.*)?$/, async (route) => {
    if (!route.request().url().includes('mock-api-worker')) await released;
    await route.continue();
  });
  return { release };
}

/** What React said of hydrating the page: mismatches, errors it recovered from. */
const REACT_COMPLAINT =
  /hydrat|did not match|didn't match|mismatch|Minified React error #(418|419|420|421|422|423|425)/i;

/** Every console message and page error of the page that speaks of hydration or a mismatch. */
export function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (REACT_COMPLAINT.test(message.text()))
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (REACT_COMPLAINT.test(error.message)) complaints.push(`pageerror: ${error.message}`);
  });
  return complaints;
}

/**
 * Marks the first element the server drew in `#root` once the page is read, before its deferred
 * scripts run: `keptTheDrawing` then says whether the app kept it (hydrated) or drew its own.
 */
export async function markTheDrawing(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const drawn = document.getElementById('root')?.firstElementChild;
      if (document.readyState === 'interactive' && drawn) {
        (drawn as Element & { murmurDrawn?: boolean }).murmurDrawn = true;
      }
    });
  });
}

export function keptTheDrawing(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (document.getElementById('root')?.firstElementChild as { murmurDrawn?: boolean } | null)
        ?.murmurDrawn === true,
  );
}

/** The chrome of a signed-in page, and its placeholder's heading if given (as drawn, no data yet). */
export async function expectSignedInChrome(page: Page, heading?: string | RegExp) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Murmur' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Bookmarks' })).toBeVisible();
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
}

/** The signed-in routes of the product, each with the heading of its placeholder. */
export const SIGNED_IN_ROUTES = [
  { path: '/home', heading: 'Home' },
  { path: '/explore', heading: 'Explore' },
  { path: '/bookmarks', heading: 'Bookmarks' },
  { path: '/profile/maya.solberg', heading: /^Profile/ },
  { path: '/posts/post-2', heading: /^Post/ },
] as const;

/**
 * Visits every signed-in route, then reloads it, and expects the app to have kept the drawing of
 * each once its data is shown. An event stream stays open, so the page never goes quiet on the
 * network: the loading statuses gone is the sign that the app has the page. What is checked is
 * the drawing kept, not how soon the data came, so a busy machine gets time to answer.
 */
export async function expectEverySignedInRouteKept(page: Page) {
  for (const { path } of SIGNED_IN_ROUTES) {
    for (const visit of ['first', 'second']) {
      if (visit === 'first') await page.goto(path);
      else await page.reload();
      await expectSignedInChrome(page);
      await expect(page.getByRole('status', { name: /^Loading/ }), `${path}, ${visit}`).toHaveCount(
        0,
        { timeout: 15_000 },
      );
      expect(await keptTheDrawing(page), `${path}, ${visit} visit`).toBe(true);
    }
  }
}

/** Says a session is stored, as a page does at sign-in, to whatever serves the pages. */
export async function withSignedInCookie(context: BrowserContext, origin: string) {
  await context.addCookies([{ name: 'murmur_signed_in', value: '1', url: origin }]);
}
