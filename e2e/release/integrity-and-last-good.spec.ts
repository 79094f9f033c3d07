/**
 * A release store that guards itself (docs/releases.md, "Integrity" and "Last good"), in a store
 * of the test's own on :4540: every file of a version pinned by its hash, and a remote whose
 * version cannot be used replaced by its last good one. The feed versions are the run's feed
 * build with the words of its pages' chunk changed in place (no build): a heading that reads
 * otherwise, or one that throws as it renders; a "flipped byte" is a change of one letter in a
 * version already deployed, as a faulty disk or a tampered upload would make it.
 */
import { chmodSync, cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { distOf, tempFolder } from '../deploy/support/builds';
import { recordViolations } from '../deploy/support/policy';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { suggestionsHeading } from './support/releasePage';

const PORT = 4540;
const HEADING = 'Who to follow';
const PAGES_CHUNK = /^__federation_expose_pages\.[0-9a-f]+\.js$/;

let store: ReleaseStore;
let builds: ReturnType<typeof tempFolder>;

test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ mode: 'serial' });

const pagesChunkIn = (folder: string) => {
  const name = readdirSync(join(folder, 'static/js/async')).find((file) => PAGES_CHUNK.test(file));
  if (!name) throw new Error(`No pages chunk in ${folder}.`);
  return `static/js/async/${name}`;
};

/** The run's feed build with its pages chunk's text changed: a version of the test's own. */
function feedBuild(label: string, change: (js: string) => string): string {
  const folder = join(builds.path, label);
  cpSync(distOf('feed-app'), folder, { recursive: true });
  const chunk = join(folder, pagesChunkIn(folder));
  writeFileSync(chunk, change(readFileSync(chunk, 'utf8')));
  return folder;
}

/** One letter of a deployed version's pages chunk changed in place, the version read-only. */
function flipByteOf(version: string): string {
  const folder = join(store.root, 'apps/feed-app', version);
  const file = pagesChunkIn(folder);
  const path = join(folder, file);
  chmodSync(path, 0o644);
  writeFileSync(path, readFileSync(path, 'utf8').replace(HEADING, 'Who to fellow'));
  chmodSync(path, 0o444);
  return file;
}

async function deployFeed(from: string) {
  const deployed = await store.run('deploy', ['feed-app', '--from', from]);
  expect(deployed.code, deployed.stderr).toBe(0);
}

test.beforeAll(async () => {
  builds = tempFolder('release-guards-builds');
  store = releaseStore('guards', PORT);
  const first = await store.run('deploy', ['all', '--from', '.']);
  expect(first.code, first.stderr).toBe(0);
  await store.serve();
  // v2: the same feed with a byte of its own, so that v1 is the last good one.
  await deployFeed(feedBuild('feed-v2', (js) => `${js}\n`));
});

test.afterAll(async () => {
  await store?.stop();
  builds?.remove();
});

interface Session {
  page: Page;
  /** The release events the page dispatched, in order. */
  events: () => Promise<{ type: string; detail: Record<string, unknown> }[]>;
  errors: string[];
}

/** A browser of its own (a new session), recording the shell's release events and errors. */
async function newSession(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  await context.addInitScript(() => {
    window.localStorage.setItem('murmur.mockDelay', '0');
    const seen: unknown[] = [];
    Object.assign(window, { murmurReleaseEvents: seen });
    for (const type of ['murmur:remote-load-failed', 'murmur:remote-fallback']) {
      window.addEventListener(type, (event) =>
        seen.push({ type, detail: (event as CustomEvent).detail }),
      );
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    page,
    errors,
    events: () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              murmurReleaseEvents: { type: string; detail: Record<string, unknown> }[];
            }
          ).murmurReleaseEvents,
      ),
  };
}

test('the pointer pins each remote’s entry files and names its last good version', async () => {
  const remotes = JSON.parse(store.pointers().remotes) as Record<string, Record<string, unknown>>;
  expect(remotes.feed).toMatchObject({
    version: 'v2',
    integrity: {
      'mf-manifest.json': expect.stringMatching(/^sha384-/),
      'remoteEntry.js': expect.stringMatching(/^sha384-/),
      'integrity.json': expect.stringMatching(/^sha384-/),
    },
    lastGood: { version: 'v1', manifest: '/apps/feed-app/v1/mf-manifest.json' },
  });
});

test('a feed whose page throws on its first render: open pages and new sessions get the last good feed', async ({
  browser,
}) => {
  await deployFeed(
    feedBuild('feed-v3-throws', (js) =>
      js.replace(`"${HEADING}"`, '(()=>{throw new Error("The feed v3 is broken.")})()'),
    ),
  );
  for (let round = 0; round < 2; round += 1) {
    const session = await newSession(browser);
    const violations = await recordViolations(session.page);
    await loginAsGuest(session.page);
    await expect(suggestionsHeading(session.page)).toHaveText(HEADING);
    await expect(session.page.getByRole('alert')).toHaveCount(0);
    expect(await session.events()).toContainEqual({
      type: 'murmur:remote-fallback',
      detail: { app: 'feed', fromVersion: 'v3', toVersion: 'v2', reason: 'render' },
    });
    // The page open all along stays on its fallback.
    const nav = session.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Explore' }).click();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(suggestionsHeading(session.page)).toHaveText(HEADING);
    expect(violations.events).toEqual([]);
    await session.page.context().close();
  }
});

test('a byte flipped in a chunk is refused by name and the last good version serves the page', async ({
  browser,
}) => {
  // The broken v3 goes (a fault: it never becomes last good); v2 is live, v1 its last good.
  const rolledBack = await store.run('rollback', ['feed-app']);
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  const file = flipByteOf('v2');

  const session = await newSession(browser);
  await loginAsGuest(session.page);
  await expect(suggestionsHeading(session.page)).toHaveText(HEADING);
  await expect(session.page.getByRole('alert')).toHaveCount(0);
  expect(session.errors).toContainEqual(
    expect.stringContaining(
      `The "feed" app v2 was refused: its file ${file} is not the one that was deployed.`,
    ),
  );
  expect(await session.events()).toEqual(
    expect.arrayContaining([
      {
        type: 'murmur:remote-load-failed',
        detail: { app: 'feed', version: 'v2', reason: 'integrity', file },
      },
      {
        type: 'murmur:remote-fallback',
        detail: { app: 'feed', fromVersion: 'v2', toVersion: 'v1', reason: 'integrity' },
      },
    ]),
  );
  await session.page.context().close();
});

test('with the last good version flipped too, the page shows its error and "Try again"', async ({
  browser,
}) => {
  const file = flipByteOf('v1');
  const session = await newSession(browser);
  // Signed in as loginAsGuest does, though no feed will show.
  await session.page.goto('/');
  await session.page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(session.page).toHaveURL(/\/home$/);
  const alert = session.page.getByRole('alert');
  await expect(alert).toContainText('The feed could not be loaded.');
  await expect(alert).toContainText(
    `The "feed" app v1 was refused: its file ${file} is not the one that was deployed.`,
  );
  await expect(session.page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(session.page.getByText('Who to fellow')).toHaveCount(0);
  await session.page.context().close();
});
