/** The home feed: whose posts it shows, the suggestions beside it, likes and follows. */
import { expect, loginAsGuest, test } from '../support/fixtures';
import {
  cardWith,
  connections,
  expectFeedLength,
  expectFeedToShow,
  followers,
  homeFeed,
  likes,
  scrollToCard,
  suggestions,
} from '../support/app';
import {
  GUEST_HOME_FEED,
  GUEST_SUGGESTIONS,
  PEOPLE,
  POSTS,
  followersOf,
  postById,
} from '../support/seed';

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page);
});

test('the feed shows own and followed posts, newest first, then "You are all cought up"', async ({
  page,
}) => {
  const cards = homeFeed(page).getByRole('article');
  const first = cards.first();
  await expect(first.getByRole('link', { name: PEOPLE.theo.fullName })).toHaveAttribute(
    'href',
    `/profile/${PEOPLE.theo.username}`,
  );
  await expect(first.getByText(`@${PEOPLE.theo.username}`)).toBeVisible();
  // Five minutes old in the seed; the shared clock ticks every 30 s, so it may still read 4m.
  await expect(first.locator('time')).toHaveText(/^[45]m$/);
  await expect(first.locator('time')).toHaveAttribute('title', /^\d+ \w+ \d{4}, \d{2}:\d{2}$/);

  await expectFeedToShow(
    page,
    homeFeed(page),
    GUEST_HOME_FEED.map((post) => post.content),
  );
  await expect(
    page.getByRole('main', { name: 'Home' }).getByText('You are all cought up'),
  ).toBeVisible();
});

test('the suggestions offer everyone not yet followed, each with a Follow button', async ({
  page,
}) => {
  const panel = suggestions(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').getByRole('link')).toHaveText(GUEST_SUGGESTIONS);
  await expect(panel.getByRole('button', { name: 'Follow' })).toHaveCount(GUEST_SUGGESTIONS.length);
});

test('following from the suggestions brings their posts in; unfollowing on the profile undoes it', async ({
  page,
}) => {
  const priya = PEOPLE.priya;
  const priyasPosts = POSTS.filter((post) => post.username === priya.username);
  const panel = suggestions(page);

  await panel
    .getByRole('listitem', { name: priya.fullName })
    .getByRole('button', { name: 'Follow' })
    .click();

  await expect(panel.getByRole('listitem', { name: priya.fullName })).toHaveCount(0);
  await expect(panel.getByRole('listitem')).toHaveCount(GUEST_SUGGESTIONS.length - 1);
  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length + priyasPosts.length);
  const priyasCard = await scrollToCard(page, homeFeed(page), priyasPosts[0]!.content);
  await expect(priyasCard).toBeVisible();

  await priyasCard.getByRole('link', { name: priya.fullName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(priya.fullName);
  await expect(connections(page).nth(1)).toHaveText(followers(followersOf(priya.username) + 1));

  await page.getByRole('button', { name: 'Unfollow' }).click();

  await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect(connections(page).nth(1)).toHaveText(followers(followersOf(priya.username)));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(panel.getByRole('listitem', { name: priya.fullName })).toBeVisible();
  await expectFeedLength(homeFeed(page), GUEST_HOME_FEED.length);
});

test('following everyone suggested empties the panel with a message', async ({ page }) => {
  const panel = suggestions(page);
  for (let left = GUEST_SUGGESTIONS.length; left > 0; left -= 1) {
    await panel.getByRole('button', { name: 'Follow' }).first().click();
    await expect(panel.getByRole('listitem')).toHaveCount(left - 1);
  }
  await expect(panel.getByText('You have followed all suggested users')).toBeVisible();
});

test('liking a post fills the heart and counts it; unliking takes it back', async ({ page }) => {
  // Theo's newest post, which the guest has not liked.
  const post = postById('post-1');
  const before = post.likedBy.length;
  const like = cardWith(homeFeed(page), post.content).getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleDescription(likes(before));

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleDescription(likes(before + 1));
  await expect(like).toBeEnabled();

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleDescription(likes(before));
});

test('a post the guest already likes shows a pressed heart, and a click unlikes it', async ({
  page,
}) => {
  const post = postById('post-2');
  const like = cardWith(homeFeed(page), post.content).getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleDescription(likes(post.likedBy.length));

  await like.click();

  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleDescription(likes(post.likedBy.length - 1));
});
