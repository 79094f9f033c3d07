/**
 * `npm start`: the shell's dev server serves the mock's service worker, and an edit of the
 * mock's code reaches the page on its next load, answered by the new worker, never by the copy
 * the browser installed before the edit.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { homeFeed } from '../support/app';
import { editSource } from './support/editSource';
import { runProductForFile } from './support/runningProduct';

runProductForFile();
test.use({ baseURL: 'http://localhost:3000' });

const WORKER_URL = 'http://localhost:3000/mock-api-worker.js';
const EDITED = 'Answered by the edited worker';

/** What the mock answers to an `/api` call it has no route for, asked from the page. */
const unknownCallAnswer = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/no-such-call')).text());

test("the mock's worker answers the dev server's page; an edit of it answers after a reload", async ({
  page,
}) => {
  const served = await fetch(WORKER_URL);
  expect(served.status).toBe(200);
  expect(served.headers.get('cache-control')).toBe('no-cache');

  await loginAsGuest(page);
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(
    '/mock-api-worker.js',
  );
  expect(await unknownCallAnswer(page)).not.toContain(EDITED);

  // An answer of the worker's own code (only the worker's build holds worker-host.ts).
  const anchor = "if (pathname === EVENTS_PATH && request.method === 'GET')";
  const restore = editSource(
    'mock-api/src/worker/worker-host.ts',
    anchor,
    `if (pathname === '/api/no-such-call') return jsonError(404, '${EDITED}');\n    ${anchor}`,
  );
  try {
    // The dev server has rebuilt the worker...
    await expect
      .poll(async () => (await fetch(WORKER_URL)).text(), { timeout: 60_000 })
      .toContain(EDITED);
    // ...and the page's next load waits for the new version before its first call.
    await page.reload();
    await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
    expect(await unknownCallAnswer(page)).toContain(EDITED);
  } finally {
    restore();
  }
});
