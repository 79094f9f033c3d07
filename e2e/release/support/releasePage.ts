/**
 * What a page of a release store shows and asks for, for the specs that deploy a changed feed
 * while it is open: which versions it loads, the heading a changed build differs by, and the tab
 * leaving and coming back (when the shell looks for a new version).
 */
import type { Page } from '@playwright/test';

/** The versions of an app whose files a page asked for, in order (`v1`, `v2`…). */
export function versionsRequested(page: Page, appDir: string): string[] {
  const versions: string[] = [];
  const pattern = new RegExp(`/apps/${appDir}/(v\\d+)/`);
  page.on('request', (request) => {
    const version = pattern.exec(request.url())?.[1];
    if (version) versions.push(version);
  });
  return versions;
}

/**
 * The tab goes to the background and comes back into view. (A headless browser's tabs are
 * always visible: the page is told so, as the browser would tell it.)
 */
export async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/** The heading of the feed's suggestions: the words a changed feed build differs by. */
export const suggestionsHeading = (page: Page) =>
  page.getByRole('complementary', { name: 'Suggestions' }).getByRole('heading');
