/**
 * The mock API answers inside the page, so its calls never reach the network where Playwright
 * could see them. These helpers wrap the page's `fetch` (after the mock has put its own in
 * place) to count the calls the app makes to /api, and to make chosen calls fail: a server
 * error or a dropped connection. A page load starts with a fresh fetch: watch again after one.
 */
import type { Page } from '@playwright/test';

export interface ApiFault {
  method: string;
  /** The call's path, where `*` stands for one segment (a post's id, say). */
  path: string;
  /** An HTTP status, or 0 for a network failure (no answer at all). */
  status: number;
  message?: string;
  /** How long the failure takes to arrive, in ms: time to see what the page did meanwhile. */
  delay?: number;
}

interface ApiWatch {
  calls: string[];
  faults: ApiFault[];
}

declare global {
  interface Window {
    __murmurApiWatch?: ApiWatch;
  }
}

export async function watchApi(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watch: ApiWatch = { calls: [], faults: [] };
    window.__murmurApiWatch = watch;
    const mockFetch = window.fetch;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith('/api/')) return mockFetch(input, init);
      watch.calls.push(`${request.method} ${pathname}`);
      const matches = (path: string) =>
        new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`).test(
          pathname,
        );
      const fault = watch.faults.find(
        ({ method, path }) => method === request.method && matches(path),
      );
      if (!fault) return mockFetch(input, init);
      await new Promise((resolve) => setTimeout(resolve, fault.delay ?? 0));
      if (fault.status === 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ errors: [fault.message ?? 'Injected failure'] }), {
        status: fault.status,
        headers: { 'content-type': 'application/json' },
      });
    };
  });
}

/** Calls made since `watchApi`, as "METHOD /path", of this method and path (`*`: one segment). */
export function apiCalls(page: Page, method: string, path: string): Promise<string[]> {
  return page.evaluate(
    ({ method, path }) => {
      const pattern = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
      const call = new RegExp(`^${method} ${pattern}$`);
      return (window.__murmurApiWatch?.calls ?? []).filter((made) => call.test(made));
    },
    { method, path },
  );
}

export function failApi(page: Page, fault: ApiFault): Promise<void> {
  return page.evaluate((fault) => {
    window.__murmurApiWatch?.faults.push(fault);
  }, fault);
}

export function healApi(page: Page): Promise<void> {
  return page.evaluate(() => {
    if (window.__murmurApiWatch) window.__murmurApiWatch.faults = [];
  });
}
