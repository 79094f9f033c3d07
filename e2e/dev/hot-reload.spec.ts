/**
 * `npm start`: an edit to a remote's page, to the shared UI or to core shows in the shell's page
 * at :3000 in place, with no reload, and what the user typed stays in its field.
 */
import type { Page } from '@playwright/test';
import { SEED_COMMENTED_POST } from '@murmur/contract';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { editSource } from './support/editSource';
import { hotReloadSockets, markDocument, stillSameDocument } from './support/page';
import { runProductForFile } from './support/runningProduct';

runProductForFile();
test.use({ baseURL: 'http://localhost:3000' });

const REPLY = 'Half-written reply that must survive the edit';

/** Signs in, opens the commented post and starts a reply. */
async function startReplying(page: Page) {
  await loginAsGuest(page);
  await page.goto(`/posts/${SEED_COMMENTED_POST.postId}`);
  const reply = page.getByRole('textbox', { name: 'Your Reply' });
  await reply.fill(REPLY);
  await markDocument(page);
  return reply;
}

test("a remote's page file, saved, updates the shell's page in place", async ({ page }) => {
  const sockets = hotReloadSockets(page);
  const reply = await startReplying(page);
  // Each app follows its own dev server: the shell and the remotes the page has loaded.
  expect([...sockets]).toEqual(expect.arrayContaining(['localhost:3000', 'localhost:3004']));

  const restore = editSource(
    'post-app/src/features/post/PostPage.tsx',
    '<CommentForm postId={post.id} />',
    '<CommentForm postId={post.id} /><p>Edited in post-app while running</p>',
  );
  try {
    await expect(page.getByText('Edited in post-app while running')).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    restore();
  }
  expect(await stillSameDocument(page)).toBe(true);
  await expect(reply).toHaveValue(REPLY);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
});

test('a shared UI component, saved, updates in place too', async ({ page }) => {
  const reply = await startReplying(page);

  const restore = editSource(
    'shared/ui/src/PostCard/PostCard.tsx',
    '</header>',
    '</header><p>Edited in the shared UI while running</p>',
  );
  try {
    await expect(page.getByText('Edited in the shared UI while running')).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    restore();
  }
  expect(await stillSameDocument(page)).toBe(true);
  await expect(reply).toHaveValue(REPLY);
});

/** Resolves when core's live view reports that this page took a new version of core. */
function coreUpdated(page: Page) {
  return page.waitForEvent('console', {
    predicate: (message) => message.text().includes('@murmur/core was updated in place'),
    timeout: 30_000,
  });
}

const POST_OPENING = 'First firing of the new speckled glaze';

test("a core selector, saved, changes what a remote's page shows, in place", async ({ page }) => {
  const reply = await startReplying(page);
  await expect(page.getByText(POST_OPENING)).toBeVisible();

  const updated = coreUpdated(page);
  const restore = editSource(
    'shared/core/src/store/entities/postsSlice.ts',
    'selectPostById: (state, postId: string): PostView | undefined => state.entities[postId],',
    'selectPostById: (state, postId: string): PostView | undefined => { const post = state.entities[postId]; return post && { ...post, content: post.content.toUpperCase() }; },',
  );
  try {
    await updated;
    // The post page is post-app's: the remote renders with core's new selector.
    await expect(page.getByText(POST_OPENING.toUpperCase())).toBeVisible();
  } finally {
    restore();
  }
  expect(await stillSameDocument(page)).toBe(true);
  await expect(reply).toHaveValue(REPLY);
});

test('a core slice, saved, takes effect in the same store: session, modal and typing kept', async ({
  page,
}) => {
  const reply = await startReplying(page);
  const banner = page.getByRole('banner');

  const updated = coreUpdated(page);
  const restore = editSource(
    'shared/core/src/store/modalSlice.ts',
    'content: action.payload.content,',
    "content: action.payload.content || 'Drafted by the new reducer',",
  );
  try {
    await updated;
    await expect(reply).toHaveValue(REPLY);
    await banner.getByRole('button', { name: 'New Post' }).click();
    // (A draft in the store reads as an edit: the dialog's title follows the new reducer too.)
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Post content' })).toHaveValue(
      'Drafted by the new reducer',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  } finally {
    restore();
  }
  expect(await stillSameDocument(page)).toBe(true);
  await expect(reply).toHaveValue(REPLY);
  await expect(banner.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test("a change to a remote's exposes restarts its dev server, and the page reloads by itself, saying why", async ({
  page,
}) => {
  await loginAsGuest(page);
  await markDocument(page);
  const reloadNote = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('[Murmur] The page was reloaded: feed:'),
    timeout: 60_000,
  });

  const restore = editSource(
    'feed-app/rspack.config.ts',
    "exposes: { './pages': './src/pages.ts' }",
    "exposes: { './pages': './src/pages.ts', './pagesAgain': './src/pages.ts' }",
  );
  try {
    await reloadNote;
    expect(await stillSameDocument(page)).toBe(false);
    // The reloaded page is the same product, with the restarted feed, still signed in.
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();
  } finally {
    restore();
  }
  // Putting the exposes back restarts the feed's server once more: wait for it.
  await expect
    .poll(() => page.request.get('http://localhost:3002/mf-manifest.json').then((r) => r.ok()), {
      timeout: 60_000,
    })
    .toBe(true);
});
