/**
 * The API failing or answering slowly: a double click sends one request, a change the server
 * refuses is rolled back on screen with a red toast saying why, and a view that cannot load says
 * so with a way to try again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { homeFeed, likes, mainNav, suggestions, toast } from '../support/app';
import { SEED_COMMENTED_POST } from '../support/seed';
import { apiCalls, failApi, healApi, watchApi, type ApiFault } from './support/apiCalls';

/**
 * A card of the home feed whose toggle is not pressed yet, found again by its post's link, so
 * the locator keeps pointing at the same card once the toggle is pressed.
 */
async function cardWithUnpressed(page: Page, toggle: 'Like' | 'Bookmark'): Promise<Locator> {
  const candidate = homeFeed(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: toggle, pressed: false }) })
    .first();
  const href = await candidate.getByRole('link', { name: /Open post/ }).getAttribute('href');
  return homeFeed(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${href}"]`) });
}

/** The like count a heart button is described by. */
const likeCountOf = (like: Locator) =>
  like.evaluate((button) => {
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    return Number(description?.textContent?.match(/\d+/)?.[0]);
  });

/** react-hot-toast marks an error toast with a red icon beside the message. */
async function expectRedToast(page: Page, message: string | RegExp) {
  const shown = toast(page, message);
  await expect(shown).toBeVisible();
  const bar = shown.locator('xpath=..');
  const colours = await bar
    .locator('div')
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
  expect(colours).toContain('rgb(255, 75, 75)');
}

/**
 * Signed in as the guest, with the API failing as `fault` says from here on. The order matters:
 * the watch wraps the mock's fetch once the signed-in page has it, and the fault is kept in the
 * watch (without one, failApi does nothing).
 */
async function signInWithApiFault(page: Page, fault: ApiFault) {
  await loginAsGuest(page);
  await watchApi(page);
  await failApi(page, fault);
}

test.describe('a double click sends one request', () => {
  // Every answer takes the spec's 400 ms, so the second click lands while the first runs.
  test.use({ mockDelay: 400 });

  test.beforeEach(async ({ page }) => {
    await loginAsGuest(page);
    await watchApi(page);
  });

  async function doubleClickAndSettle(control: Locator) {
    await control.dblclick();
    await expect(control).toBeDisabled();
    await expect(control).toBeEnabled();
  }

  test('Like', async ({ page }) => {
    const like = (await cardWithUnpressed(page, 'Like')).getByRole('button', { name: 'Like' });
    const countBefore = await likeCountOf(like);

    await doubleClickAndSettle(like);

    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleDescription(likes(countBefore + 1));
    expect(await apiCalls(page, 'POST', '/api/v2/posts/*/like')).toHaveLength(1);
    expect(await apiCalls(page, 'POST', '/api/v2/posts/*/dislike')).toHaveLength(0);
  });

  test('Bookmark', async ({ page }) => {
    const card = await cardWithUnpressed(page, 'Bookmark');
    const bookmark = card.getByRole('button', { name: 'Bookmark' });

    await doubleClickAndSettle(bookmark);

    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    expect(await apiCalls(page, 'POST', '/api/v2/posts/*/bookmark')).toHaveLength(1);
    expect(await apiCalls(page, 'DELETE', '/api/v2/posts/*/bookmark')).toHaveLength(0);
  });

  test('Follow', async ({ page }) => {
    const people = suggestions(page).getByRole('listitem');
    const first = people.first();
    const name = await first.getByRole('link').innerText();
    const countBefore = await people.count();

    await first.getByRole('button', { name: 'Follow' }).dblclick();

    await expect(suggestions(page).getByRole('link', { name })).toHaveCount(0);
    await expect(people).toHaveCount(countBefore - 1);
    expect(await apiCalls(page, 'POST', '/api/v2/users/*/follow')).toHaveLength(1);
  });

  test('Post', async ({ page }) => {
    await page.getByRole('banner').getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.getByRole('textbox', { name: 'Post content' }).fill('Sent once, however eager.');

    await dialog.getByRole('button', { name: 'Post', exact: true }).dblclick();

    await expect(dialog).toHaveCount(0);
    await expect(homeFeed(page).getByText('Sent once, however eager.')).toHaveCount(1);
    expect(await apiCalls(page, 'POST', '/api/v2/posts')).toEqual(['POST /api/v2/posts']);
  });

  test('Comment', async ({ page }) => {
    await page.goto(`/posts/${SEED_COMMENTED_POST.postId}`);
    const comments = page.getByRole('region', { name: /Comments/ }).getByRole('article');
    await expect(comments).toHaveCount(2);
    // The mock API starts beside the first render: the watch wraps its fetch once it answered.
    await watchApi(page);
    await page.getByRole('textbox', { name: 'Your Reply' }).fill('Only one of me, please.');

    const send = page.getByRole('button', { name: 'Comment', exact: true });

    await send.dblclick();

    await expect(send).toBeDisabled();
    await expect(comments).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Your Reply' })).toHaveValue('');
    expect(await apiCalls(page, 'POST', '/api/v2/posts/*/comments')).toHaveLength(1);
  });
});

test('a like the server refuses is taken back on screen, and a red toast says why', async ({
  page,
}) => {
  await signInWithApiFault(page, {
    method: 'POST',
    path: '/api/v2/posts/*/like',
    status: 500,
    message: 'The like service is down for a moment.',
    delay: 1_000,
  });
  const like = (await cardWithUnpressed(page, 'Like')).getByRole('button', { name: 'Like' });
  const countBefore = await likeCountOf(like);

  await like.click();

  // Shown at once, before the server answers...
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleDescription(likes(countBefore + 1));
  // ...and taken back when it refuses.
  await expectRedToast(page, 'The like service is down for a moment.');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleDescription(likes(countBefore));
  await expect(like).toBeEnabled();
});

test('a follow that cannot reach the server changes nothing and says so', async ({ page }) => {
  await signInWithApiFault(page, { method: 'POST', path: '/api/v2/users/*/follow', status: 0 });
  const first = suggestions(page).getByRole('listitem').first();
  const name = await first.getByRole('link').innerText();

  await first.getByRole('button', { name: 'Follow' }).click();

  await expectRedToast(page, 'Could not reach the server. Check your connection and try again.');
  await expect(suggestions(page).getByRole('link', { name })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Follow' })).toBeEnabled();
});

test('a feed that cannot load shows the error and loads on Try again', async ({ page }) => {
  // Explore: a sign-in already carries the home feed's first page, so Explore is the feed whose
  // first read happens after the failure is in place.
  await signInWithApiFault(page, {
    method: 'GET',
    path: '/api/v2/timelines/explore',
    status: 500,
    message: 'The posts are resting.',
  });
  await mainNav(page).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);

  const main = page.getByRole('main', { name: 'Explore' });
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('The posts are resting.');
  await expect(main.getByRole('feed')).toHaveCount(0);

  await healApi(page);
  await alert.getByRole('button', { name: 'Try again' }).click();

  await expect(main.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});
