/** What the dev tests look at in the page: that it stayed the same document, and its sockets. */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __sameDocument?: boolean;
  }
}

/** Marks the current document: a reload or a navigation would lose the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
}

export const stillSameDocument = (page: Page) =>
  page.evaluate(() => window.__sameDocument === true);

/** The hot-reload sockets the page opens: one per app served by a dev server. */
export function hotReloadSockets(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('websocket', (socket) => seen.add(new URL(socket.url()).host));
  return seen;
}
