/** The session across the app: the guard, logging out, reloading, and the main navigation. */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { expectFeedLength, homeFeed, mainNav, openAccountMenu } from '../support/app';
import { GUEST_HOME_FEED, PEOPLE } from '../support/seed';

test('signed out, a protected page sends you to login and leaves no way back to it', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.goto('/home');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  // The redirect replaced /home in the history: Back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/signup$/);
});

test('every protected page is guarded', async ({ page }) => {
  for (const path of [
    '/explore',
    '/bookmarks',
    `/profile/${PEOPLE.maya.username}`,
    '/posts/post-1',
  ]) {
    await page.goto(path);
    await expect(page, `${path} should redirect`).toHaveURL(/\/$/);
  }
});

test('Logout from the Account menu signs out and lands on the login page', async ({ page }) => {
  await loginAsGuest(page);

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Logout', 'Sign out everywhere']);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'New Post' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use guest login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('encodedToken'))).toBeNull();
  // Signed out for real: the feed is closed again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});

test('Sign out everywhere signs out and ends the session: its token is refused', async ({
  page,
}) => {
  await loginAsGuest(page);
  const token = await page.evaluate(() => localStorage.getItem('encodedToken'));
  expect(token).toBeTruthy();

  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out everywhere' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Use guest login' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        async (ended) =>
          (await fetch('/api/v2/me', { headers: { authorization: ended ?? '' } })).status,
        token,
      ),
    )
    .toBe(401);
});

test('"Profile" in the Account menu opens your profile; the avatar toggles the menu', async ({
  page,
}) => {
  await loginAsGuest(page);
  const trigger = page.getByRole('button', { name: 'Account menu' });

  await openAccountMenu(page);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await trigger.click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();

  await expect(page).toHaveURL(new RegExp(`/profile/${PEOPLE.guest.username}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PEOPLE.guest.fullName);
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('a reload keeps the session', async ({ page }) => {
  await loginAsGuest(page);

  await page.reload();

  await expect(page).toHaveURL(/\/home$/);
  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('the main navigation marks the page you are on', async ({ page }) => {
  await loginAsGuest(page);
  const nav = mainNav(page);
  const current = nav.locator('[aria-current="page"]');
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Explore', 'Profile', 'Bookmarks']);
  await expect(current).toHaveText('Home');

  const visits = [
    { link: 'Explore', url: /\/explore$/, heading: 'Explore' },
    { link: 'Profile', url: /\/profile\/guest$/, heading: PEOPLE.guest.fullName },
    { link: 'Bookmarks', url: /\/bookmarks$/, heading: 'Bookmarks' },
    { link: 'Home', url: /\/home$/, heading: 'Home' },
  ];
  for (const { link, url, heading } of visits) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    await expect(current).toHaveCount(1);
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  // The brand leads home as well.
  await nav.getByRole('link', { name: 'Explore' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Murmur' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
