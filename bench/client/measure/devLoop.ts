/**
 * The development loop. `npm start` (five dev servers) against
 * `npm start -- --dev=feed` (the feed's dev server, the others from development builds): start
 * → first page, and the memory of the whole process tree once the page is up; and, with
 * `npm start`, save → page updated in place for a remote's page, a shared UI component and a
 * core selector; with `--dev=feed`, save of a shared UI component → the built apps rebuilt and
 * the page reloaded with the edit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { allApps } from '@murmur/build/apps';
import { SEED_COMMENTED_POST } from '@murmur/contract';
import { GUEST_BUTTON, inPage } from '../env';
import { portsInUse, type Started } from '@murmur/tooling';
import { devPages, startDevAndOpen } from './buildAndDev';
import { ensureDevBuilds } from '@murmur/dev';
import { groupRssMB } from '../../shared/proc';
import { median } from '../../shared/statistics';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DevModeStart {
  firstPageMs: number;
  /** Resident memory of every process of the run (npm, node, rspack, serve, Sass), summed. */
  rssMB: number;
}

export interface DevLoop {
  allDev: DevModeStart;
  devFeed: DevModeStart;
  /** Median ms from writing the file to the edit on screen at :3000, no reload. */
  saveRemotePageMs: number;
  saveSharedUiMs: number;
  saveCoreMs: number;
  /** `--dev=feed`: median ms from saving the shared post card to the edit on a profile page. */
  devFeedSaveSharedUiMs: number;
}

async function startAndOpen(
  command: string,
  logFile: string,
  browser: Browser,
): Promise<{ run: Started; start: DevModeStart }> {
  const { run, firstPageMs } = await startDevAndOpen(command, logFile, browser);
  // Let the servers settle (the first page made them compile nothing more, but GC runs).
  await sleep(2000);
  return { run, start: { firstPageMs, rssMB: groupRssMB(run.child.pid!) } };
}

/** Saves `file` with `anchor` replaced and times until the page shows `marker`. */
async function timeEdit(
  page: Page,
  file: string,
  anchor: string,
  replacement: string,
  marker: string,
): Promise<number> {
  const original = readFileSync(file, 'utf8');
  if (!original.includes(anchor)) throw new Error(`${file} no longer contains ${anchor}`);
  const started = performance.now();
  writeFileSync(file, original.replace(anchor, replacement));
  try {
    await page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
      timeout: 30_000,
      polling: 10,
    });
    return performance.now() - started;
  } finally {
    writeFileSync(file, original);
    await page.waitForFunction((text) => !document.body.innerText.includes(text), marker, {
      timeout: 30_000,
    });
  }
}

/** Adds `marker` after `anchor`. */
const after = (anchor: string) => (marker: string) => `${anchor}<p>${marker}</p>`;

/**
 * core's post selector, edited to add `marker` to every post's text (the post page shows it);
 * the same line the hot-reload test edits (e2e/dev/hot-reload.spec.ts).
 */
const CORE_SELECTOR =
  'selectPostById: (state, postId: string): PostView | undefined => state.entities[postId],';
const coreSelectorWith = (marker: string) =>
  `selectPostById: (state, postId: string): PostView | undefined => { const post = state.entities[postId]; return post && { ...post, content: \`\${post.content} ${marker}\` }; },`;

type SaveFigure = 'saveRemotePageMs' | 'saveSharedUiMs' | 'saveCoreMs';

/** Each save `npm start` is timed on: the file, the text replaced, and what replaces it. */
const SAVES: [SaveFigure, string, string, (marker: string) => string][] = [
  [
    'saveRemotePageMs',
    'post-app/src/features/post/PostPage.tsx',
    '<CommentForm postId={post.id} />',
    after('<CommentForm postId={post.id} />'),
  ],
  ['saveSharedUiMs', 'shared/ui/src/PostCard/PostCard.tsx', '</header>', after('</header>')],
  ['saveCoreMs', 'shared/core/src/store/entities/postsSlice.ts', CORE_SELECTOR, coreSelectorWith],
];

/** `measure` in a page of `npm start`'s shell, the guest signed in through the login page. */
function signedIn<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  return inPage(devPages(browser), {}, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: GUEST_BUTTON }).click({ timeout: 60_000 });
    await page.waitForURL(/\/home$/);
    return measure(page);
  });
}

const timeSaves = (browser: Browser, repoRoot: string, runs: number) =>
  signedIn(browser, async (page): Promise<Pick<DevLoop, SaveFigure>> => {
    await page.goto(`/posts/${SEED_COMMENTED_POST.postId}`);
    await page.getByRole('textbox', { name: 'Your Reply' }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => Object.assign(window, { benchSameDocument: true }));
    const times: Record<SaveFigure, number[]> = {
      saveRemotePageMs: [],
      saveSharedUiMs: [],
      saveCoreMs: [],
    };
    for (let run = 0; run < runs; run += 1) {
      for (const [figure, file, anchor, replacement] of SAVES) {
        const marker = `bench-${figure}-${run}`;
        const edit = replacement(marker);
        times[figure].push(await timeEdit(page, join(repoRoot, file), anchor, edit, marker));
      }
    }
    const sameDocument = await page.evaluate(() => 'benchSameDocument' in window);
    if (!sameDocument) throw new Error('The page reloaded during the save measures.');
    return {
      saveRemotePageMs: median(times.saveRemotePageMs),
      saveSharedUiMs: median(times.saveSharedUiMs),
      saveCoreMs: median(times.saveCoreMs),
    };
  });

const RELOADED = '[Murmur] The page was reloaded:';

/**
 * `--dev=feed`: a shared UI save rebuilds the four built apps and the page reloads with it.
 * A profile page is profile-app's, served from its development build. Each run waits for the
 * rebuild that putting the file back starts, so runs do not overlap.
 */
function timeRebuildSaves(browser: Browser, repoRoot: string, runs: number) {
  const file = join(repoRoot, 'shared/ui/src/PostCard/PostCard.tsx');
  return signedIn(browser, async (page) => {
    const reloaded = () =>
      page.waitForEvent('console', {
        predicate: (message) => message.text().startsWith(RELOADED),
        timeout: 120_000,
      });
    await page.goto('/profile/guest');
    await page.getByRole('article').first().waitFor({ timeout: 60_000 });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const marker = `bench-rebuilt-${run}`;
      const original = readFileSync(file, 'utf8');
      const started = performance.now();
      writeFileSync(file, original.replace('</header>', `</header><p>${marker}</p>`));
      try {
        await page.getByText(marker).first().waitFor({ timeout: 120_000 });
        times.push(performance.now() - started);
      } finally {
        const restored = reloaded();
        writeFileSync(file, original);
        await restored;
      }
      await page.getByRole('article').first().waitFor({ timeout: 60_000 });
    }
    return median(times);
  });
}

export async function measureDevLoop(
  repoRoot: string,
  workDir: string,
  browser: Browser,
  runs: number,
): Promise<DevLoop | { skipped: string }> {
  await waitForPortsFree(); // the dev-start measure just stopped its servers
  const busy = await portsInUse(allApps.map((app) => app.devPort));
  if (busy.length > 0) return { skipped: `dev ports in use: ${busy.join(', ')}` };

  const all = await startAndOpen(
    `npm start --prefix ${repoRoot}`,
    join(workDir, 'dev-all.log'),
    browser,
  );
  let saves;
  try {
    saves = await timeSaves(browser, repoRoot, runs);
  } finally {
    await all.run.stop();
  }

  // Timed with the development builds already up to date, the everyday case.
  await ensureDevBuilds(allApps.filter((app) => app.name !== 'feed'));
  await waitForPortsFree();
  const feed = await startAndOpen(
    `npm start --prefix ${repoRoot} -- --dev=feed`,
    join(workDir, 'dev-feed.log'),
    browser,
  );
  let devFeedSaveSharedUiMs;
  try {
    devFeedSaveSharedUiMs = await timeRebuildSaves(browser, repoRoot, Math.min(runs, 3));
  } finally {
    await feed.run.stop();
  }
  return { allDev: all.start, devFeed: feed.start, ...saves, devFeedSaveSharedUiMs };
}

async function waitForPortsFree() {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await portsInUse(allApps.map((app) => app.devPort))).length === 0) return;
    await sleep(100);
  }
}
