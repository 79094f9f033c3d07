/**
 * A reload loses nothing: the session comes back from the stored token while it still names a
 * user, the mock API's data is kept in the browser, and `?reset-demo` puts the seed back.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { cardWith, expectFeedLength, homeFeed, toast } from '../support/app';
import { GUEST_HOME_FEED, PEOPLE } from '../support/seed';
import { publishPost } from './support/writing';

const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Account menu' });

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
}

async function signUp(page: Page, username: string) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill('first-light');
  await page.getByRole('button', { name: 'SignUp' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a new user who signs up, posts and reloads is still signed in and still sees the post', async ({
  page,
}) => {
  // Typed with spaces around it: the account is made with the trimmed name.
  await signUp(page, '  noor.haddad ');
  await publishPost(page, 'First words from Noor.');
  await expect(cardWith(homeFeed(page), 'First words from Noor.')).toBeVisible();

  await page.reload();

  await expect(page).toHaveURL(/\/home$/);
  await expect(accountMenu(page)).toBeVisible();
  await expect(cardWith(homeFeed(page), 'First words from Noor.')).toBeVisible();
  await page.goto('/profile/noor.haddad');
  await expect(page.getByRole('heading', { level: 1, name: 'Noor Haddad' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'First words from Noor.' })).toHaveCount(
    1,
  );
});

test('?reset-demo brings the seed back; the guest stays signed in, a newcomer is gone', async ({
  page,
}) => {
  await loginAsGuest(page);
  await publishPost(page, 'A post the reset will take away.');
  await page.reload();
  await expect(cardWith(homeFeed(page), 'A post the reset will take away.')).toBeVisible();

  await page.goto('/home?reset-demo');

  await expect(toast(page, 'The demo data is back to its seed.')).toBeVisible();
  // The parameter is gone from the address, so a reload does not reset again.
  await expect(page).toHaveURL(/\/home$/);
  await expect(accountMenu(page)).toBeVisible();
  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length);
  await expect(page.getByText('A post the reset will take away.')).toHaveCount(0);

  // A user the seed does not know: their stored token no longer names anyone.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signUp(page, 'short.stay');
  await page.goto('/home?reset-demo');
  await expectSignedOut(page);
  expect(await page.evaluate(() => localStorage.getItem('encodedToken'))).toBeNull();
});

test('a stored token whose payload was edited signs no one in', async ({ page }) => {
  await loginAsGuest(page);
  await page.evaluate((maya) => {
    const [header, , signature] = (localStorage.getItem('encodedToken') ?? '').split('.');
    const payload = btoa(JSON.stringify({ _id: 'user-maya', username: maya }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    localStorage.setItem('encodedToken', `${header}.${payload}.${signature}`);
    localStorage.setItem('username', maya);
  }, PEOPLE.maya.username);

  await page.goto('/home');

  await expectSignedOut(page);
  expect(await page.evaluate(() => localStorage.getItem('encodedToken'))).toBeNull();
});
