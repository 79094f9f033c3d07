/**
 * A new remote from nothing to live, in a scratch copy of the repository (never the working
 * tree): `npm run new-remote` writes it; its type check, lint, unit test and build pass there;
 * `npm start` there shows its page at its route with its navigation entry. Then that build is
 * deployed alone into a release store whose live shell is this run's build, made before the
 * remote existed: a new page load shows the route and the entry, the shell's files untouched;
 * `rollback --remove` takes it out; the same remote claiming /home is refused.
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { allApps, type AppEntry } from '@murmur/build/apps';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { mainNav } from '../support/app';
import { scratchCopy, type ScratchCopy } from '../deploy/support/scratchCopy';
import { releaseStore, type ReleaseStore } from '../release/support/releaseStore';
import { startProduct, stopProduct } from './support/runningProduct';

const run = promisify(execFile);
const STORE_PORT = 4540;
const NEW_REMOTE = ['messages', '--route', '/messages', '--nav', 'Messages'];
const messages: AppEntry = {
  name: 'messages',
  dir: 'messages-app',
  devPort: 3005,
  servePort: 4005,
};

let copy: ScratchCopy;

test.describe.configure({ mode: 'serial' });

/** `npm <args>` in the copy; fails with what it printed. */
async function npmInCopy(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('npm', args, {
      cwd: copy.root,
      env: { ...process.env, FORCE_COLOR: '0' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed in the copy:\n${stdout}\n${stderr}`);
  }
}

test.beforeAll(async () => {
  copy = scratchCopy('new-remote');
  const created = await npmInCopy(
    'run',
    '--silent',
    'new-remote',
    '--',
    ...NEW_REMOTE,
    '--no-install',
  );
  expect(created).toContain('Created messages-app (remote "messages", /messages)');
  // What `npm install` does for a workspace that brings no new package: link it.
  symlinkSync('../../messages-app', join(copy.root, 'node_modules/@murmur/messages-app'));
});

test.afterAll(() => copy?.remove());

test('the generated workspace type-checks, lints, passes its test and builds, formatted as written', async () => {
  test.setTimeout(300_000);
  await npmInCopy('run', 'typecheck', '-w', 'messages-app');
  await npmInCopy('run', 'lint', '-w', 'messages-app');
  expect(await npmInCopy('test', '-w', 'messages-app')).toBeDefined();
  await npmInCopy(
    'exec',
    '--',
    'prettier',
    '--check',
    'messages-app',
    'e2e/journeys',
    'package.json',
    'tsconfig.json',
  );
  await npmInCopy('run', 'build', '-w', 'messages-app');
});

test('npm start in the copy shows the page at its route, with its navigation entry', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const product = await startProduct([], { cwd: copy.root, apps: [...allApps, messages] });
  try {
    await page.goto('http://localhost:3000/');
    await page.getByRole('button', { name: 'Use guest login' }).click();
    await mainNav(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  } finally {
    await stopProduct(product);
  }
});

test.describe('deployed alone into a store whose shell predates it', () => {
  let store: ReleaseStore;
  test.use({ baseURL: `http://localhost:${STORE_PORT}` });

  test.beforeAll(async () => {
    store = releaseStore('new-remote', STORE_PORT);
    // This run's five builds (`npm run build`), made without the new remote.
    const first = await store.run('deploy', ['all', '--from', '.']);
    expect(first.code, first.stderr).toBe(0);
    await store.serve();
  });
  test.afterAll(async () => store?.stop());

  /** A page loaded now, signed in as the guest. */
  async function newPageLoad(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: store.origin });
    await context.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
    const page = await context.newPage();
    await loginAsGuest(page);
    return page;
  }

  const shellFiles = () =>
    Object.entries(store.versionFiles()).filter(([path]) => path.startsWith('shell/'));

  test('one deploy puts its route and nav entry live; rollback --remove takes them out', async ({
    browser,
  }) => {
    const shellBefore = shellFiles();
    const deployed = await store.run(
      'deploy',
      ['messages-app', '--from', join(copy.root, 'messages-app/dist')],
      copy.root,
    );
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain('messages-app v1 is live');
    expect(shellFiles()).toEqual(shellBefore);

    const page = await newPageLoad(browser);
    await mainNav(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await page.context().close();

    const removed = await store.run('rollback', ['messages-app', '--remove'], copy.root);
    expect(removed.code, removed.stderr).toBe(0);
    expect(JSON.parse(store.pointers().remotes)).not.toHaveProperty('messages');
    const later = await newPageLoad(browser);
    await expect(mainNav(later).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(mainNav(later).getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await later.goto('/messages');
    await expect(later.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(shellFiles()).toEqual(shellBefore);
    await later.context().close();
  });

  test('the remote claiming /home is refused at deploy, naming both', async () => {
    const claiming = join(copy.root, 'messages-claims-home');
    cpSync(join(copy.root, 'messages-app/dist'), claiming, { recursive: true });
    const routesFile = join(claiming, 'routes.json');
    writeFileSync(routesFile, readFileSync(routesFile, 'utf8').replace('"/messages"', '"/home"'));
    const pointers = store.pointers();

    const refused = await store.run('deploy', ['messages-app', '--from', claiming], copy.root);

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('/home');
    expect(refused.stderr).toContain('messages');
    expect(refused.stderr).toContain('feed');
    expect(store.pointers()).toEqual(pointers);
  });
});
