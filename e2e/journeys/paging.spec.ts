/**
 * A home feed of several pages: read to the end a page at a time (no post twice, newest first,
 * only the guest's own posts and those of the people they follow), a like far down, a visit to
 * a profile and back to the same place, and the feed pattern's roles. The posts are written
 * through the paginated API first, by the guest, by Maya (followed) and by Priya (not followed),
 * so the journey runs the same against the mock and the server.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { expectFeedLength, homeFeed, likes, readFeed, scrollToCard } from '../support/app';
import { GUEST_HOME_FEED, PEOPLE, type SeedPerson } from '../support/seed';

const PER_PERSON = 25;
const written = (person: SeedPerson, n: number) => `Paging note ${n} from ${person.username}.`;

/** Writes posts through the page (so through the mock, or the server behind `/api`). */
async function writePosts(page: Page, person: SeedPerson, count: number) {
  await page.evaluate(
    async ({ username, password, texts }) => {
      const call = async (path: string, body: unknown, token?: string) => {
        const response = await fetch(`/api/v2${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return (await response.json()) as { token: string };
      };
      const { token } = await call('/auth/login', { username, password });
      for (const content of texts) await call('/posts', { content }, token);
    },
    {
      username: person.username,
      password: person.password,
      texts: Array.from({ length: count }, (_, index) => written(person, index + 1)),
    },
  );
}

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page);
  // Interleaved authors: the guest, then Maya, then Priya, 25 posts each.
  for (const person of [PEOPLE.guest, PEOPLE.maya, PEOPLE.priya]) {
    await writePosts(page, person, PER_PERSON);
  }
  await page.reload();
});

test('the home feed reads to its end a page at a time: no repeats, newest first, only followed authors', async ({
  page,
}) => {
  const feed = homeFeed(page);
  const expected = GUEST_HOME_FEED.length + 2 * PER_PERSON;

  // The first page is in, and more are announced, not counted yet.
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  await expect(feed.getByRole('article').first()).toHaveAttribute('aria-posinset', '1');
  await expect(feed.getByRole('article').first()).toHaveAttribute('aria-setsize', '-1');

  const cards = await readFeed(page, feed);

  expect(cards).toHaveLength(expected);
  await expectFeedLength(feed, expected);
  expect(new Set(cards).size).toBe(cards.length);
  // Newest first: Maya's last note leads, then hers counting down, then the guest's.
  const notes = cards.flatMap((card) => card.match(/Paging note \d+ from [\w.]+\./) ?? []);
  expect(notes).toEqual([
    ...Array.from({ length: PER_PERSON }, (_, i) => written(PEOPLE.maya, PER_PERSON - i)),
    ...Array.from({ length: PER_PERSON }, (_, i) => written(PEOPLE.guest, PER_PERSON - i)),
  ]);
  expect(cards.some((card) => card.includes(PEOPLE.priya.username))).toBe(false);
  await expect(
    page.getByRole('main', { name: 'Home' }).getByText('You are all cought up'),
  ).toBeVisible();
  // However long the feed, only the cards near the screen are in the page.
  expect(await feed.getByRole('article').count()).toBeLessThan(expected);
});

test('a like on page three, a profile visit, and Back finds the feed where it was', async ({
  page,
}) => {
  const feed = homeFeed(page);
  // The guest's first note is the 50th post: on the third page of 20.
  const target = written(PEOPLE.guest, 1);
  const card = await scrollToCard(page, feed, target);
  await expect(card).toHaveAttribute('aria-posinset', String(2 * PER_PERSON));

  const like = card.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleDescription(likes(1));

  const before = await card.boundingBox();
  await card.getByRole('link', { name: PEOPLE.guest.fullName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PEOPLE.guest.fullName);

  await page.goBack();
  const again = feed.getByRole('article').filter({ hasText: target });
  await expect(again).toBeInViewport();
  const after = await again.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(40);
  await expect(again.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
});

test('the feed moves focus from post to post with Page Down and Page Up', async ({ page }) => {
  const feed = homeFeed(page);
  const first = feed.getByRole('article').first();
  await first.focus();
  await page.keyboard.press('PageDown');
  await expect(feed.locator('article[aria-posinset="2"]')).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(feed.locator('article[aria-posinset="3"]')).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(feed.locator('article[aria-posinset="2"]')).toBeFocused();
});
