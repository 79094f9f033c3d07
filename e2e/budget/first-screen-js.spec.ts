/**
 * The byte budget of each app's first screen: the JS a browser with an empty cache downloads
 * before a page shows what it is for, the shell's files and the page's remote's counted apart:
 * the login page (`/`), and signed in, /home, a profile and a post. Bytes are deterministic,
 * so this runs in `npm test`; times stay in `npm run bench`. Requests are counted on the
 * browser context, not the page, so a service worker's scripts count too. A figure fails when
 * it grows more than `allowedGrowth` over first-screen-js-budget.json: shrink the page, or raise
 * the figure on purpose, in its own commit. The shell's entry script has a figure of its own:
 * every first screen waits for it, and a page's total can hide its growth (the whole contract
 * once slipped into it, 7 kB gzip, 3 % of a page's total).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { appByName, host, type RemoteName } from '@murmur/build/apps';
import { expect, loginAsGuest, test } from '../support/fixtures';

/** gzip (level 9) bytes of JS, by app. */
interface Figures {
  shell: number;
  remote: number;
}

interface Budget {
  /** How much more is tolerated before the test fails, e.g. 0.1 for 10 %. */
  allowedGrowth: number;
  /** Path → its first screen's JS. */
  pages: Record<string, Figures>;
  /** The shell's entry script (`static/js/main.<hash>.js`) alone. */
  shellEntry: number;
}

const budget = JSON.parse(
  readFileSync(join(__dirname, 'first-screen-js-budget.json'), 'utf8'),
) as Budget;

const originOf = (port: number) => `http://localhost:${port}`;

interface FirstScreen {
  path: string;
  remote: RemoteName;
  signedIn: boolean;
  /** What shows once the page is up. */
  shown: (page: Page) => ReturnType<Page['getByRole']>;
}

const screens: FirstScreen[] = [
  {
    path: '/',
    remote: 'auth',
    signedIn: false,
    shown: (page) => page.getByRole('button', { name: 'Use guest login' }),
  },
  { path: '/home', remote: 'feed', signedIn: true, shown: (page) => page.getByRole('article') },
  {
    path: '/profile/guest',
    remote: 'profile',
    signedIn: true,
    shown: (page) => page.getByRole('article'),
  },
  {
    path: '/posts/post-2',
    remote: 'post',
    signedIn: true,
    shown: (page) => page.getByRole('article'),
  },
];

const SHELL_ENTRY = /\/static\/js\/main\.[0-9a-f]+\.js$/;

/** Every script the context receives until `stop()`: the pages' and any worker's. */
function countScripts(context: BrowserContext) {
  const sizes = new Map<string, Promise<number>[]>();
  let counting = true;
  context.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
    if (!counting || !isScript) return;
    const list = sizes.get(url.origin) ?? [];
    list.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
    sizes.set(url.origin, list);
  });
  return async (origin: string) => {
    counting = false;
    const all = await Promise.all(sizes.get(origin) ?? []);
    return all.reduce((sum, size) => sum + size, 0);
  };
}

for (const screen of screens) {
  test(`the first screen of ${screen.path} loads no more JS than its budget`, async ({
    page,
    browser,
  }) => {
    const figures = budget.pages[screen.path];
    expect(figures, `first-screen-js-budget.json has ${screen.path}`).toBeDefined();
    if (screen.signedIn) await loginAsGuest(page);
    const storageState = await page.context().storageState();

    const cold = await browser.newContext({
      storageState: screen.signedIn ? storageState : undefined,
      baseURL: originOf(host.servePort),
    });
    await cold.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
    const bytesOf = countScripts(cold);
    const coldPage = await cold.newPage();
    await coldPage.goto(screen.path);
    await expect(screen.shown(coldPage).first()).toBeVisible();
    const measured: Figures = {
      shell: await bytesOf(originOf(host.servePort)),
      remote: await bytesOf(originOf(appByName(screen.remote).servePort)),
    };
    await cold.close();

    test.info().annotations.push({
      type: `${screen.path} first-screen JS`,
      description: `shell ${measured.shell}, remote ${measured.remote} bytes gzip (budget ${figures!.shell}, ${figures!.remote})`,
    });
    for (const app of ['shell', 'remote'] as const) {
      expect(measured[app]).toBeGreaterThan(0);
      expect(measured[app]).toBeLessThanOrEqual(figures![app] * (1 + budget.allowedGrowth));
    }
  });
}

test("the shell's entry script, which every first screen waits for, stays within its budget", async ({
  browser,
}) => {
  const cold = await browser.newContext({ baseURL: originOf(host.servePort) });
  const entry = cold.waitForEvent('response', (response) =>
    SHELL_ENTRY.test(new URL(response.url()).pathname),
  );
  const coldPage = await cold.newPage();
  await coldPage.goto('/');
  const bytes = gzipSync(await (await entry).body(), { level: 9 }).length;
  await cold.close();

  test.info().annotations.push({
    type: 'shell entry script',
    description: `${bytes} bytes gzip (budget ${budget.shellEntry})`,
  });
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(budget.shellEntry * (1 + budget.allowedGrowth));
});
