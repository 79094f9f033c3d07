import { expect, loginAsGuest, test } from '../support/fixtures';

test('guest login reaches the feed', async ({ page }) => {
  await loginAsGuest(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
