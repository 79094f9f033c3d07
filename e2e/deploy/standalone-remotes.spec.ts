/**
 * Each remote started alone (`npm start -w <app>`, the script behind `npm run start:<name>`)
 * with its standalone bootstrap: the mock API, the store, a router, a toaster and, for
 * protected pages, the guest signed in. Real dev servers, on ports of their own (dev port + 100)
 * so a running `npm start` is left alone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { appByName } from '@murmur/build/apps';
import { SEED_COMMENTED_POST, SEED_POSTS } from '@murmur/contract';
import { expect, test } from '../support/fixtures';
import { startDevServer, type RunningServer } from './support/servers';

const GUEST_NOTE = 'Signed in as the guest account for standalone development';

const contentOf = (postId: string) => SEED_POSTS.find((post) => post._id === postId)!.content;

/** The scripts a standalone page loads by itself: its own entry and nothing else. */
async function scriptsOfPage(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/', { headers: { Accept: 'text/html' } });
  const html = await response.text();
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
}

function remoteEntryRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/remoteEntry.js')) seen.push(request.url());
  });
  return seen;
}

/** Starts the remote's dev server for the tests of this describe block, and stops it after. */
function standaloneRemote(name: string) {
  const app = appByName(name);
  const port = app.devPort + 100;
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    server = await startDevServer(app.dir, port);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({ baseURL: `http://localhost:${port}` });

  // Two federation runtimes on one page break hot reload under Rspack 2.
  test('its page loads its own entry only, not remoteEntry.js a second time', async ({
    request,
  }) => {
    expect(await scriptsOfPage(request)).toEqual(['/static/js/main.js']);
  });
  return app;
}

test.describe('feed-app alone', () => {
  const app = standaloneRemote('feed');

  test('shows the guest the feed; likes, bookmarks and suggestions work', async ({ page }) => {
    const remoteEntries = remoteEntryRequests(page);
    await page.goto('/');

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(`Murmur · ${app.dir} (standalone)`)).toBeVisible();
    await expect(page.getByText(GUEST_NOTE)).toBeVisible();
    const feed = page.getByRole('feed', { name: 'Home feed' });
    const theoPost = feed.getByRole('article').filter({ hasText: contentOf('post-1') });

    const like = theoPost.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(theoPost.getByText('1 like', { exact: true })).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(theoPost.getByText('2 likes', { exact: true })).toBeVisible();

    await theoPost.getByRole('button', { name: 'Bookmark' }).click();
    await expect(theoPost.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const suggestions = page.getByRole('complementary', { name: 'Suggestions' });
    const priya = suggestions.getByRole('listitem').filter({ hasText: 'Priya Kannan' });
    await priya.getByRole('button', { name: 'Follow' }).click();
    await expect(priya).toHaveCount(0);
    await expect(feed.getByRole('article').filter({ hasText: contentOf('post-3') })).toBeVisible();

    await page.getByRole('link', { name: 'Bookmarks' }).click();
    const bookmarks = page.getByRole('feed', { name: 'Bookmarks' });
    await expect(
      bookmarks.getByRole('article').filter({ hasText: contentOf('post-1') }),
    ).toBeVisible();

    expect(remoteEntries).toEqual([]);
  });

  test("edits the guest's own post from its pencil, with no shell around it", async ({ page }) => {
    await page.goto('/home');
    const feed = page.getByRole('feed', { name: 'Home feed' });
    const pencil = feed.getByRole('button', { name: 'Edit post' }).first();

    await pencil.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Post' });
    await dialog.getByRole('textbox', { name: 'Post content' }).fill('Edited in feed-app alone.');
    await dialog.getByRole('button', { name: 'Post' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Post updated' })).toBeVisible();
    await expect(feed.getByText('Edited in feed-app alone.')).toBeVisible();
  });
});

test.describe('auth-app alone', () => {
  standaloneRemote('auth');

  test('logs in with the guest account and says so in a toast', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Use guest login' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Successfully logged in' }),
    ).toBeVisible();
    // The feed is another remote's page: the frame says so instead of a blank screen.
    await expect(page.getByRole('heading', { name: 'Not part of auth-app' })).toBeVisible();
  });
});

test.describe('profile-app alone', () => {
  standaloneRemote('profile');

  test("shows the guest's own profile with its counts, and Edit saves a new bio", async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/profile\/guest$/);
    await expect(page.getByText(GUEST_NOTE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest Visitor' })).toBeVisible();
    const connections = page.getByRole('list', { name: 'Connections' });
    await expect(connections.getByRole('listitem')).toHaveText(['2 following', '1 follower']);
    await expect(
      page.getByRole('feed', { name: 'Posts by @guest' }).getByRole('article').first(),
    ).toBeVisible();

    // The editor is shared, so Edit works with no shell around the page.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('textbox', { name: 'Bio' }).fill('Edited in profile-app alone.');
    await dialog.getByRole('button', { name: 'edit', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Edited in profile-app alone.')).toBeVisible();
  });
});

test.describe('post-app alone', () => {
  standaloneRemote('post');

  test('shows the seeded post with its comments and adds one', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(new RegExp(`/posts/${SEED_COMMENTED_POST.postId}$`));
    await expect(page.getByText(GUEST_NOTE)).toBeVisible();
    await expect(page.getByText(contentOf(SEED_COMMENTED_POST.postId))).toBeVisible();
    const comments = page.getByRole('region', { name: /^Comments/ }).getByRole('listitem');
    await expect(comments).toHaveCount(2);

    await page.getByRole('textbox', { name: 'Your Reply' }).fill('Shipped from post-app alone.');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();

    await expect(comments).toHaveCount(3);
    // The newest first.
    await expect(comments.first()).toContainText('Shipped from post-app alone.');
  });
});
