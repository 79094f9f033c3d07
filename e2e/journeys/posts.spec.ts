/** Writing: a post created, edited and deleted from the feed; a comment on a post's own page. */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { expectFeedLength, homeFeed, toast } from '../support/app';
import { GUEST_HOME_FEED, PEOPLE, SEED_COMMENTED_POST, postById } from '../support/seed';

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page);
});

test('a post is created from "New Post", edited in place and deleted', async ({ page }) => {
  const cards = homeFeed(page).getByRole('article');
  const text = 'Cobalt test tiles are out of the kiln.\nTwo of five survived.';

  await page.getByRole('banner').getByRole('button', { name: 'New Post' }).click();
  const create = page.getByRole('dialog', { name: 'Create Post' });
  const content = create.getByRole('textbox', { name: 'Post content' });
  const post = create.getByRole('button', { name: 'Post', exact: true });
  await expect(content).toHaveValue('');
  await expect(post).toBeDisabled();
  await content.fill('   ');
  await expect(post).toBeDisabled();
  await content.fill(text);
  await post.click();

  await expect(create).toHaveCount(0);
  await expect(toast(page, 'Post published')).toBeVisible();
  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length + 1);
  const mine = cards.first();
  // Only the author is offered edit and delete.
  const others = cards.filter({ hasText: postById('post-1').content });
  await expect(others.getByRole('button', { name: 'Edit post' })).toHaveCount(0);
  await expect(others.getByRole('button', { name: 'delete' })).toHaveCount(0);
  // Line breaks are kept: the card shows the text exactly as it was written.
  await expect(mine.getByText('Cobalt test tiles are out of the kiln.')).toHaveJSProperty(
    'textContent',
    text,
  );
  await expect(mine.getByRole('link', { name: PEOPLE.guest.fullName })).toBeVisible();
  await expect(mine.locator('time')).toHaveText('now');

  await mine.getByRole('button', { name: 'Edit post' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByRole('textbox', { name: 'Post content' })).toHaveValue(text);
  await edit
    .getByRole('textbox', { name: 'Post content' })
    .fill('Three of five survived, in fact.');
  await edit.getByRole('button', { name: 'Post', exact: true }).click();

  await expect(edit).toHaveCount(0);
  await expect(toast(page, 'Post updated')).toBeVisible();
  await expect(cards.first()).toContainText('Three of five survived, in fact.');
  await expect(cards.first()).not.toContainText('Two of five survived.');
  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length + 1);

  await cards.first().getByRole('button', { name: 'delete' }).click();

  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length);
  await expect(homeFeed(page).getByText('Three of five survived, in fact.')).toHaveCount(0);
  await expect(cards.first()).toContainText(GUEST_HOME_FEED[0]!.content);
});

test('Create Post counts what is left; a post over the limit is refused and keeps its text', async ({
  page,
}) => {
  await page.getByRole('banner').getByRole('button', { name: 'New Post' }).click();
  const create = page.getByRole('dialog', { name: 'Create Post' });
  const content = create.getByRole('textbox', { name: 'Post content' });
  await expect(content).toHaveAccessibleDescription('500 characters left');

  const tooLong = `One too many: ${'z'.repeat(487)}`;
  await content.fill(tooLong);
  await expect(content).toHaveAccessibleDescription('1 character over the limit');
  await create.getByRole('button', { name: 'Post', exact: true }).click();

  await expect(toast(page, 'A post can be at most 500 characters.')).toBeVisible();
  await expect(create).toBeVisible();
  await expect(content).toHaveValue(tooLong);

  // Shortened by one, the same text goes out.
  await content.press('End');
  await content.press('Backspace');
  await expect(content).toHaveAccessibleDescription('0 characters left');
  await create.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(create).toHaveCount(0);
  await expect(toast(page, 'Post published')).toBeVisible();
  await expect(homeFeed(page).getByRole('article').first()).toContainText('One too many:');
});

test('closing the post modal discards the draft', async ({ page }) => {
  const newPost = page.getByRole('banner').getByRole('button', { name: 'New Post' });
  await newPost.click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByRole('textbox', { name: 'Post content' }).fill('Never mind.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await newPost.click();
  await expect(dialog.getByRole('textbox', { name: 'Post content' })).toHaveValue('');
});

test('a post opens on its own page, takes a comment, and the comment can be deleted', async ({
  page,
}) => {
  const seeded = postById(SEED_COMMENTED_POST.postId);
  const card = homeFeed(page).getByRole('article').filter({ hasText: seeded.content });
  const comments = () => page.getByRole('region', { name: /Comments/ }).getByRole('article');
  const reply = 'Put the regret bowl in the window, it will find a home.';

  await card.getByRole('link', { name: 'Open post, 2 comments' }).click();

  await expect(page).toHaveURL(new RegExp(`/posts/${seeded._id}$`));
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(seeded.content);
  await expect(comments()).toHaveCount(2);
  // The newest first: the guest's reply, then Theo's.
  await expect(comments()).toContainText(
    [...seeded.comments!].reverse().map((comment) => comment.text),
  );
  await expect(comments().nth(1).getByRole('link', { name: PEOPLE.theo.fullName })).toHaveAttribute(
    'href',
    `/profile/${PEOPLE.theo.username}`,
  );
  // Only the guest's own comment can be deleted by the guest.
  await expect(comments().nth(1).getByRole('button', { name: 'delete' })).toHaveCount(0);
  await expect(comments().first().getByRole('button', { name: 'delete' })).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Your Reply' });
  const send = page.getByRole('button', { name: 'Comment', exact: true });
  await expect(send).toBeDisabled();
  await box.fill('  ');
  await expect(send).toBeDisabled();
  await box.fill(reply);
  await send.click();

  await expect(comments()).toHaveCount(3);
  await expect(comments().first()).toContainText(reply);
  await expect(comments().first().getByRole('link', { name: PEOPLE.guest.fullName })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('heading', { name: /Comments/ })).toHaveText('Comments 3');

  await comments().first().getByRole('button', { name: 'delete' }).click();

  await expect(comments()).toHaveCount(2);
  await expect(page.getByText(reply)).toHaveCount(0);
  await page.goBack();
  await expect(card.getByRole('link', { name: 'Open post, 2 comments' })).toBeVisible();
});
