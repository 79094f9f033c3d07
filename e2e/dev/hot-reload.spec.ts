/**
 * `npm start`: an edit to a remote's page or to the shared UI shows in the shell's page at
 * :3000 in place, with no reload, and what the user typed stays in its field.
 */
import type { Page } from '@playwright/test';
import { SEED_COMMENTED_POST } from '../../shared/contract/src/seed/seed-posts';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { editSource } from './support/editSource';
import { hotReloadSockets, markDocument, stillSameDocument } from './support/page';
import { startProduct, stopProduct } from './support/runningProduct';
import type { RunningServer } from '../deploy/support/servers';

let product: RunningServer | undefined;
test.beforeAll(async () => {
  product = await startProduct();
});
test.afterAll(async () => {
  await stopProduct(product);
});
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
    '<CommentForm postId={post._id} />',
    '<CommentForm postId={post._id} /><p>Edited in post-app while running</p>',
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
