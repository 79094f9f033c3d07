/** Bookmarking from the feed, and the bookmarks page that lists them. */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { cardWith, homeFeed, mainNav } from '../support/app';
import { GUEST_BOOKMARKS, postById } from '../support/seed';

test('a bookmarked post is listed on the bookmarks page until it is removed', async ({ page }) => {
  await loginAsGuest(page);
  const post = postById('post-1');
  const seeded = postById(GUEST_BOOKMARKS[0]!);
  const bookmark = cardWith(homeFeed(page), post.content).getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await mainNav(page).getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  const listed = page.getByRole('feed', { name: 'Bookmarks' }).getByRole('article');
  // The latest bookmark first, then the one the guest had already.
  await expect(listed).toHaveCount(GUEST_BOOKMARKS.length + 1);
  await expect(listed).toContainText([post.content, seeded.content]);
  await expect(listed.first().getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await listed.first().getByRole('button', { name: 'Bookmark' }).click();
  await expect(listed).toHaveCount(GUEST_BOOKMARKS.length);
  await expect(listed.first()).toContainText(seeded.content);

  await listed.first().getByRole('button', { name: 'Bookmark' }).click();
  await expect(listed).toHaveCount(0);
  await expect(page.getByRole('main').getByText('You dont have any Bookmarks')).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
});
