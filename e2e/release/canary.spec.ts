/**
 * A canary on nginx (docs/releases.md), in a store of the test's own on :4520: a changed
 * feed-app deployed with `--canary 50` goes to about half of the sessions; each browser keeps
 * its version across reloads (its bucket is kept in local storage, by the shell); promote makes
 * it everyone's, and a page still on the old version offers the reload.
 */
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { recordViolations } from '../deploy/support/policy';
import { scratchCopy, type ScratchCopy } from '../deploy/support/scratchCopy';
import { releaseStore, type ReleaseStore } from './support/releaseStore';
import { leaveAndComeBack, suggestionsHeading, versionsRequested } from './support/releasePage';

const PORT = 4520;
const ORIGIN = `http://localhost:${PORT}`;
const OLD_HEADING = 'Who to follow';
const NEW_HEADING = 'Suggested for you';
/** Fresh browsers to open at most before both versions must have been seen (each has 1/2). */
const MAX_BROWSERS = 30;

let copy: ScratchCopy;
let store: ReleaseStore;

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  copy = scratchCopy('canary');
  copy.edit('feed-app/src/features/home/Suggestions.tsx', (tsx) =>
    tsx.replace(/(\n\s*)Who to follow(\n\s*<\/h2>)/, `$1${NEW_HEADING}$2`),
  );
  const changedFeed = join(copy.root, 'feed-next');
  await copy.build('feed-app', changedFeed);

  store = releaseStore('canary', PORT);
  const first = await store.run('deploy', ['all', '--from', '.']);
  expect(first.code, first.stderr).toBe(0);
  await store.serve();
  const canary = await store.run('deploy', ['feed-app', '--from', changedFeed, '--canary', '50']);
  expect(canary.code, canary.stderr).toBe(0);
  expect(canary.stdout).toContain(
    'feed-app v2 goes to 50 % of sessions (a canary); v1 stays live for the others.',
  );
});

test.afterAll(async () => {
  await store?.stop();
  copy?.remove();
});

interface Session {
  page: Page;
  /** The feed version of each load of the page. */
  loads: string[];
  violations: Awaited<ReturnType<typeof recordViolations>>;
  close(): Promise<void>;
}

/**
 * A browser of its own (fresh storage, so a fresh bucket) opening the login page, and
 * reloading it twice. Its clock is Playwright's, to move a minute on at will.
 */
async function openSession(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addInitScript(() => window.localStorage.setItem('murmur.mockDelay', '0'));
  const page = await context.newPage();
  await page.clock.install();
  const violations = await recordViolations(page);
  const requested = versionsRequested(page, 'feed-app');
  const loads: string[] = [];
  const load = async (go: () => Promise<unknown>) => {
    const before = requested.length;
    await go();
    // Every page reads each remote's manifest as it starts.
    await expect.poll(() => requested.length).toBeGreaterThan(before);
    loads.push(requested[before]!);
  };
  await load(() => page.goto('/'));
  await load(() => page.reload());
  await load(() => page.reload());
  return { page, loads, violations, close: () => context.close() };
}

test('half the sessions get the canary, each keeps its version, and promote gives it to all', async ({
  browser,
}) => {
  const sessions: Session[] = [];
  const seen = () => new Set(sessions.map((session) => session.loads[0]));
  while (seen().size < 2 && sessions.length < MAX_BROWSERS)
    sessions.push(await openSession(browser));

  expect(seen()).toEqual(new Set(['v1', 'v2']));
  for (const { loads } of sessions) expect(new Set(loads).size).toBe(1); // the same across reloads

  // Signed in, each sees its version's feed.
  const onCanary = sessions.find(({ loads }) => loads[0] === 'v2')!;
  const onLive = sessions.find(({ loads }) => loads[0] === 'v1')!;
  for (const { page } of [onCanary, onLive]) {
    await page.getByRole('button', { name: 'Use guest login' }).click();
  }
  await expect(suggestionsHeading(onCanary.page)).toHaveText(NEW_HEADING);
  await expect(suggestionsHeading(onLive.page)).toHaveText(OLD_HEADING);

  const promoted = await store.run('promote', ['feed-app']);
  expect(promoted.code, promoted.stderr).toBe(0);
  expect(promoted.stdout).toContain(
    'feed-app v2 is live for everyone (was 50 % of sessions; v1 before).',
  );

  // The session still on v1 learns it when it comes back into view, a minute on.
  await onLive.page.clock.fastForward('01:01');
  await leaveAndComeBack(onLive.page);
  const prompt = onLive.page.getByRole('region', { name: 'New version' });
  await expect(prompt).toContainText('A new version of Murmur is available.');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(suggestionsHeading(onLive.page)).toHaveText(NEW_HEADING);
  // The canary's session had it already: nothing to offer.
  await onCanary.page.clock.fastForward('01:01');
  await leaveAndComeBack(onCanary.page);
  await onCanary.page.waitForTimeout(1_000);
  await expect(onCanary.page.getByRole('region', { name: 'New version' })).toBeHidden();

  // A browser that never came before gets it too.
  const newcomer = await openSession(browser);
  expect(newcomer.loads).toEqual(['v2', 'v2', 'v2']);

  for (const { violations } of [...sessions, newcomer]) expect(violations.events).toEqual([]);
  await Promise.all([...sessions, newcomer].map((session) => session.close()));
});
