/** Profiles: following and unfollowing with the counts, and editing one's own. */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { connections, followers, mainNav, suggestions, toast } from '../support/app';
import { PEOPLE, followersOf, followingOf } from '../support/seed';

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page);
});

test('following from a profile counts one more follower, and unfollowing one fewer', async ({
  page,
}) => {
  const jonas = PEOPLE.jonas;
  const before = followersOf(jonas.username);
  await suggestions(page).getByRole('link', { name: jonas.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${jonas.username}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jonas.fullName);
  await expect(
    page
      .getByRole('main')
      .getByRole('paragraph')
      .filter({ hasText: `@${jonas.username}` }),
  ).toBeVisible();
  await expect(connections(page)).toHaveText([
    `${followingOf(jonas.username)} following`,
    followers(before),
  ]);
  await expect(
    page
      .getByRole('feed', { name: `Posts by @${jonas.username}` })
      .getByRole('article')
      .first(),
  ).toContainText(`@${jonas.username}`);

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeEnabled();
  await expect(connections(page).nth(1)).toHaveText(followers(before + 1));

  // The guest now follows one more person.
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(connections(page).first()).toHaveText(
    `${followingOf(PEOPLE.guest.username) + 1} following`,
  );
  await page.goBack();

  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
  await expect(connections(page).nth(1)).toHaveText(followers(before));
});

test('editing your profile saves the bio and website, and links the website in a new tab', async ({
  page,
}) => {
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PEOPLE.guest.fullName);
  await expect(page.getByRole('button', { name: /Follow/ })).toHaveCount(0);
  const oldBio = 'Just looking around. Say hi!';
  await expect(page.getByText(oldBio)).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const bio = dialog.getByRole('textbox', { name: 'Bio' });
  const website = dialog.getByRole('textbox', { name: 'Website' });
  await expect(bio).toHaveValue(oldBio);
  await expect(website).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Avatar URL' })).toHaveValue('');

  await bio.fill('Collector of rainy walks.');
  await website.fill('https://example.com/guest');
  await dialog.getByRole('button', { name: 'edit', exact: true }).click();

  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(page.getByText('Collector of rainy walks.')).toBeVisible();
  await expect(page.getByText(oldBio)).toHaveCount(0);
  const link = page.getByRole('link', { name: 'https://example.com/guest' });
  await expect(link).toHaveAttribute('href', 'https://example.com/guest');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // Opening the editor again shows what was saved.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(bio).toHaveValue('Collector of rainy walks.');
  await expect(website).toHaveValue('https://example.com/guest');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
