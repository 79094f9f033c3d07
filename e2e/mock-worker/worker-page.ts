/**
 * A page of the shell's origin controlled by the mock's service worker, and the calls a test
 * makes through it. The page is a plain file of the origin (`/remotes.json`), not the app, so
 * only the worker answers its `fetch`: no mock in the page.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { SEED_USERNAMES, SEED_USERS } from '@murmur/contract';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Opens a page of the origin and waits until the worker (`query`: its settings) controls it. */
export async function workerPage(context: BrowserContext, query = 'delay=0'): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/remotes.json');
  await registerWorker(page, query);
  return page;
}

export async function registerWorker(page: Page, query: string): Promise<void> {
  await page.evaluate(async (url) => {
    const controlled = new Promise<void>((resolve) => {
      if (navigator.serviceWorker.controller?.scriptURL.endsWith(url)) resolve();
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve());
    });
    await navigator.serviceWorker.register(url, { scope: '/' });
    await controlled;
  }, `/mock-api-worker.js?${query}`);
}

export function call(
  page: Page,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = token;
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: text ? (JSON.parse(text) as unknown) : null,
      };
    },
    { method, path, token, body },
  );
}

export async function tokenOf(page: Page, key: keyof typeof SEED_USERNAMES): Promise<string> {
  const user = SEED_USERS.find((candidate) => candidate.username === SEED_USERNAMES[key])!;
  const answer = await call(page, 'POST', '/v2/auth/login', {
    body: { username: user.username, password: user.password },
  });
  return (answer.body as { token: string }).token;
}

/**
 * Opens the event stream in the page; what it receives collects in `window.__streamText`, and
 * `window.__streamEnded` turns true when the stream ends (its worker stopped).
 */
export async function openStream(page: Page, token: string): Promise<number> {
  return page.evaluate(async (token) => {
    const state = window as unknown as { __streamText: string; __streamEnded: boolean };
    state.__streamText = '';
    state.__streamEnded = false;
    const response = await fetch('/api/v2/events', { headers: { authorization: token } });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          state.__streamText += decoder.decode(value, { stream: true });
        }
      } catch {
        // cut: the same as an end for the page
      }
      state.__streamEnded = true;
    })();
    return response.status;
  }, token);
}

export const streamText = (page: Page) =>
  page.evaluate(() => (window as unknown as { __streamText: string }).__streamText);
export const streamEnded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __streamEnded: boolean }).__streamEnded);
