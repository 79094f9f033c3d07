/**
 * The API's answers a page received (with an API server: the mock answers inside the page, so
 * nothing reaches the network), from the page's resource timing: each one's body as it came over
 * the wire (the server does not compress JSON, so its length), up to a time or all of them.
 */
import type { Page } from '@playwright/test';

/** The answers under /api/ that had fully arrived by `until` (performance.now(); all if absent). */
export async function apiBytes(page: Page, until = Infinity) {
  const calls = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .filter((entry) => entry.responseEnd <= until)
        .sort((a, b) => a.responseEnd - b.responseEnd)
        // Each answer: its path and query, its body's bytes, when it was asked and when it ended.
        .map((entry) => {
          const url = new URL(entry.name);
          return {
            path: url.pathname + url.search,
            bytes: entry.encodedBodySize,
            start: Math.round(entry.startTime),
            end: Math.round(entry.responseEnd),
          };
        }),
    // Infinity does not survive serialisation into the page.
    Number.isFinite(until) ? until : Number.MAX_VALUE,
  );
  return {
    requests: calls.length,
    bodyBytes: calls.reduce((sum, call) => sum + call.bytes, 0),
    calls,
  };
}
