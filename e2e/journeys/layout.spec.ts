/** The narrow layout: a phone-sized window puts the navigation at the bottom. */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { expectFeedLength, homeFeed, mainNav, suggestions } from '../support/app';
import { GUEST_HOME_FEED } from '../support/seed';

const PHONE = { width: 400, height: 800 };

test.describe('at 400px wide', () => {
  test.use({ viewport: PHONE });

  test('the navigation sits at the bottom, the suggestions hide, nothing overflows', async ({
    page,
  }) => {
    await loginAsGuest(page);
    await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length);

    const nav = await mainNav(page).boundingBox();
    expect(nav).not.toBeNull();
    expect(nav!.x).toBe(0);
    expect(nav!.width).toBe(PHONE.width);
    expect(nav!.y + nav!.height).toBeCloseTo(PHONE.height, 0);
    expect(nav!.height).toBeLessThan(100);
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Home',
      'Explore',
      'Profile',
      'Bookmarks',
    ]);
    await expect(suggestions(page)).toBeHidden();

    // Cards fit the screen and the page never scrolls sideways.
    const card = await homeFeed(page).getByRole('article').first().boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    // Still at the bottom after scrolling down the feed.
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(async () => {
        const box = await mainNav(page).boundingBox();
        return box ? Math.round(box.y + box.height) : 0;
      })
      .toBe(PHONE.height);
  });
});

test('at 1280px the navigation is a sidebar and the suggestions show', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsGuest(page);

  const nav = (await mainNav(page).boundingBox())!;
  const feed = (await homeFeed(page).boundingBox())!;
  const aside = (await suggestions(page).boundingBox())!;
  await expect(suggestions(page)).toBeVisible();
  // Three columns, left to right: navigation, feed, suggestions.
  expect(nav.x + nav.width).toBeLessThanOrEqual(feed.x);
  expect(feed.x + feed.width).toBeLessThanOrEqual(aside.x);
  expect(nav.y).toBeLessThan(200);
});
