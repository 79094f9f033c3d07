/** Addresses that lead nowhere: a not-found page or state with a way home, never a crash. */
import { expect, loginAsGuest, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page);
});

test('an unknown address shows the not-found page, with a link home', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home feed' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

for (const { path, heading } of [
  { path: '/posts/no-such-post', heading: 'Post not found' },
  { path: '/profile/no-such-person', heading: 'User not found' },
]) {
  test(`${path} says "${heading}", with a way home`, async ({ page }) => {
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
}
