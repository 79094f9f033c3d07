/** Logging in and signing up, as a visitor does it on the login and sign-up pages. */
import type { Page } from '@playwright/test';
import { GUEST, expect, test } from '../support/fixtures';
import { expectFeedLength, homeFeed, suggestions, toast } from '../support/app';
import { GUEST_HOME_FEED, PEOPLE } from '../support/seed';

const MISSING_CREDENTIALS = 'please enter username and password';
const WRONG_PASSWORD = 'The credentials you entered are invalid. Unauthorized access error.';

const usernameBox = (page: Page) => page.getByRole('textbox', { name: 'Username' });
// A password input has no ARIA role: people (and tests) find it by its label.
const passwordBox = (page: Page) => page.getByLabel('Password');

/** Blocking browser dialogs (alert, confirm) the page opened; the product must use none. */
function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

test.describe('with a slow server', () => {
  // Long enough to read the fields before the feed replaces the form, even on a busy machine.
  test.use({ mockDelay: 2000 });

  test('"Use guest login" shows the demo account in the fields, then opens the feed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();

    await page.getByRole('button', { name: 'Use guest login' }).click();

    // Filled while the request is under way, so the user sees which account they enter.
    await expect(usernameBox(page)).toHaveValue(GUEST.username);
    await expect(passwordBox(page)).toHaveValue(GUEST.password);
    await expect(toast(page, 'Successfully logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length);
  });
});

test('a typed login opens the feed of that user', async ({ page }) => {
  await page.goto('/');
  await usernameBox(page).fill(PEOPLE.maya.username);
  await passwordBox(page).fill(PEOPLE.maya.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(toast(page, 'Successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
});

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/');
  await usernameBox(page).fill(GUEST.username);
  await passwordBox(page).fill('not-the-password');

  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
  await expect(toast(page, WRONG_PASSWORD)).toBeVisible();
  await expect(usernameBox(page)).toHaveValue(GUEST.username);
  await expect(passwordBox(page)).toHaveValue('not-the-password');
  await expect(page).toHaveURL(/\/$/);
  expect(dialogs).toEqual([]);
});

test('empty fields say "please enter username and password" in place', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/');
  const login = page.getByRole('button', { name: 'Login', exact: true });

  await login.click();
  await expect(page.getByRole('alert')).toHaveText(MISSING_CREDENTIALS);

  // One field is not enough either.
  await usernameBox(page).fill(GUEST.username);
  await login.click();
  await expect(page.getByRole('alert')).toHaveText(MISSING_CREDENTIALS);
  await expect(page).toHaveURL(/\/$/);
  expect(dialogs).toEqual([]);
});

test('a new user signs up, is welcomed by first name, and starts with an empty feed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Sign up/ }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Username' }).fill('ada.lovelace');
  await page.getByLabel('Password').fill('analytical-engine');
  await page.getByRole('button', { name: 'SignUp' }).click();

  await expect(toast(page, 'Welcome to Murmur, Ada!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const main = page.getByRole('main', { name: 'Home' });
  await expect(main.getByText('You are all cought up')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(0);
  // Nobody is followed yet: every seeded user is suggested.
  const suggested = suggestions(page).getByRole('listitem');
  await expect(suggested).toHaveCount(Object.keys(PEOPLE).length);
  await expect(suggestions(page).getByRole('button', { name: 'Follow' })).toHaveCount(
    Object.keys(PEOPLE).length,
  );
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
});

test('the sign-up page checks the credentials and refuses a taken username', async ({ page }) => {
  await page.goto('/signup');
  const signUp = page.getByRole('button', { name: 'SignUp' });

  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText(MISSING_CREDENTIALS);

  await usernameBox(page).fill(GUEST.username);
  await passwordBox(page).fill('anything');
  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Unprocessable Entity. Username Already Exists.',
  );
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
