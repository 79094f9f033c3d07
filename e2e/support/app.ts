/**
 * Ways a person finds the parts of the app, by role and accessible name, shared by the journeys.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { SEED_COMMENTED_POST, postById } from './seed';

/** The home feed's list of post cards. */
export const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });

/** The post card whose text contains `text` (its content, usually). */
export const cardWith = (scope: Page | Locator, text: string) =>
  scope.getByRole('article').filter({ hasText: text });

/** A toast of the one toaster the shell renders. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

export const suggestions = (page: Page) => page.getByRole('complementary', { name: 'Suggestions' });

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The "N following", "N followers" line of a profile. */
export const connections = (page: Page) =>
  page.getByRole('list', { name: 'Connections' }).getByRole('listitem');

export const followers = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/** How a like button describes its count, e.g. "1 like", "3 likes". */
export const likes = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

const theosComment = postById(SEED_COMMENTED_POST.postId).comments!.find(
  (comment) => comment._id === SEED_COMMENTED_POST.commentIds.theo,
)!;

/**
 * Opens the seed's commented post and finds Theo's comment on it (one upvote in the seed): its
 * vote toggles, named by their count, as the comment vote tests press them.
 */
export async function openTheosComment(page: Page) {
  await page.goto(`/posts/${SEED_COMMENTED_POST.postId}`);
  const comment = page.getByRole('article').filter({ hasText: theosComment.text });
  return {
    upvote: comment.getByRole('button', { name: /^Upvote comment/ }),
    downvote: comment.getByRole('button', { name: /^Downvote comment/ }),
  };
}

/** Opens the avatar's account menu in the top bar and returns it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu', { name: 'Account' });
}

/**
 * The feed holds this many posts: every card says its place in the whole feed, and the feed's
 * length once the last page is in (`aria-setsize`; the feed draws only the cards near the
 * screen, so counting the cards in the page would not tell).
 */
export async function expectFeedLength(feed: Locator, length: number): Promise<void> {
  await expect(feed.getByRole('article').first()).toHaveAttribute('aria-setsize', String(length));
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Every card of a feed in order, read as a person reads it: from the top, scrolling down until
 * the last one (the feed keeps only the cards near the screen in the page, and loads the next
 * page as the reader nears the end). Each entry is a card's text.
 */
export async function readFeed(page: Page, feed: Locator): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await feed.getByRole('article').first().waitFor();
  const seen = new Map<number, string>();
  for (let step = 0; step < 400; step += 1) {
    const drawn = await feed.evaluate((element) =>
      [...element.querySelectorAll('article[aria-posinset]')].map((card) => ({
        place: Number(card.getAttribute('aria-posinset')),
        size: Number(card.getAttribute('aria-setsize')),
        text: card.textContent ?? '',
      })),
    );
    for (const card of drawn) seen.set(card.place, card.text);
    const size = drawn[0]?.size ?? -1;
    if (size >= 0 && seen.size >= size) break;
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.6);
      return window.scrollY !== before;
    });
    // At the bottom, the next page is on its way: give it a moment.
    await page.waitForTimeout(moved ? 30 : 150);
  }
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, text]) => flat(text));
}

/** Asserts a feed shows exactly these posts' texts, in this order, reading it to the end. */
export async function expectFeedToShow(page: Page, feed: Locator, contents: readonly string[]) {
  await expectFeedLength(feed, contents.length);
  const cards = await readFeed(page, feed);
  expect(cards).toHaveLength(contents.length);
  contents.forEach((content, index) => expect(cards[index]).toContain(flat(content)));
}

/** The card with this text, scrolling the feed to it if it is further down. */
export async function scrollToCard(page: Page, feed: Locator, text: string): Promise<Locator> {
  const card = cardWith(feed, text);
  await page.evaluate(() => window.scrollTo(0, 0));
  await feed.getByRole('article').first().waitFor();
  for (let step = 0; step < 400 && (await card.count()) === 0; step += 1) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.6);
      return window.scrollY !== before;
    });
    await page.waitForTimeout(moved ? 30 : 150);
  }
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Publishes a post from the top bar's "New Post" and waits for its confirmation. */
export async function publish(page: Page, content: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByRole('textbox', { name: 'Post content' }).fill(content);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Post published')).toBeVisible();
}
