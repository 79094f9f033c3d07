/**
 * Two tabs of one browser, used at the same time: neither loses the other's writes, each shows
 * the other's changes without a reload (a new post waiting above the feed until asked for), the
 * contract's rules hold across them, and a sign-out in one is a sign-out in both.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import {
  cardWith,
  expectFeedLength,
  homeFeed,
  likes,
  openAccountMenu,
  publish,
  toast,
} from '../support/app';
import { GUEST_HOME_FEED, postById } from '../support/seed';

/** Theo's newest post, on the guest's home feed and not liked by the guest in the seed. */
const THEO_POST = postById('post-1');

// Another tab shows a change without a reload; how fast (within a second while visible) is the
// benchmark's to measure, not a timed assertion here.

const likeButton = (page: Page, content: string) =>
  cardWith(homeFeed(page), content).getByRole('button', { name: 'Like' });

/** Signs the guest in in the first tab; the second opens the feed on the same session. */
async function twoTabsOnTheFeed(page: Page, secondTab: Page) {
  await loginAsGuest(page);
  await secondTab.goto('/home');
  await expect(homeFeed(secondTab).getByRole('article').first()).toBeVisible();
}

test('a post in one tab is offered in the other at once; it and a like there survive a reload', async ({
  page,
  secondTab,
}) => {
  await twoTabsOnTheFeed(page, secondTab);

  await publish(page, 'Written in the first tab.');
  await secondTab.getByRole('button', { name: 'Show 1 new post' }).click();
  await expect(cardWith(homeFeed(secondTab), 'Written in the first tab.')).toBeVisible();

  await likeButton(secondTab, THEO_POST.content).click();
  await expect(likeButton(secondTab, THEO_POST.content)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(page, THEO_POST.content)).toHaveAttribute('aria-pressed', 'true');

  for (const tab of [page, secondTab]) {
    await tab.reload();
    await expect(cardWith(homeFeed(tab), 'Written in the first tab.')).toBeVisible();
    await expect(likeButton(tab, THEO_POST.content)).toHaveAttribute('aria-pressed', 'true');
    await expect(likeButton(tab, THEO_POST.content)).toHaveAccessibleDescription(
      likes(THEO_POST.likedBy.length + 1),
    );
  }
});

test.describe('with the 400 ms answers of the spec', () => {
  // Instant answers would let the first like reach the second tab before its click, which
  // would then be an unlike: the delay keeps both clicks on a heart that is not yet pressed.
  test.use({ mockDelay: 400 });

  test('liking one post from both tabs at once counts one like', async ({ page, secondTab }) => {
    await twoTabsOnTheFeed(page, secondTab);
    const hearts = [likeButton(page, THEO_POST.content), likeButton(secondTab, THEO_POST.content)];
    for (const heart of hearts) await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // Both clicks in the same instant: a pointer click waits for its own checks first, and on a
    // busy machine the first like could reach the other tab before its click, making it an unlike.
    await Promise.all(
      hearts.map((heart) => heart.evaluate((button: HTMLElement) => button.click())),
    );

    // One tab's like is refused by the contract, with its message; both end on the one like.
    const refusal = 'Cannot like a post that is already liked.';
    const refusals = async () =>
      (await toast(page, refusal).count()) + (await toast(secondTab, refusal).count());
    await expect.poll(refusals).toBe(1);
    const oneLike = likes(THEO_POST.likedBy.length + 1);
    for (const tab of [page, secondTab]) {
      await expect(likeButton(tab, THEO_POST.content)).toHaveAttribute('aria-pressed', 'true');
      await expect(likeButton(tab, THEO_POST.content)).toHaveAccessibleDescription(oneLike);
    }
    await page.reload();
    await expect(likeButton(page, THEO_POST.content)).toHaveAccessibleDescription(oneLike);
  });
});

test('signing out in one tab signs out the other', async ({ page, secondTab }) => {
  await twoTabsOnTheFeed(page, secondTab);

  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(secondTab).toHaveURL(/\/$/);
  await expect(secondTab.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Use guest login' })).toBeVisible();
});

test('?reset-demo in one tab puts the seed back in the other', async ({ page, secondTab }) => {
  await loginAsGuest(page);
  await publish(page, 'A post the reset will take away.');

  await secondTab.goto('/home?reset-demo');
  await expect(toast(secondTab, 'The demo data is back to its seed.')).toBeVisible();

  await expect(page.getByText('A post the reset will take away.')).toHaveCount(0);
  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length);
});
