/**
 * Two people at once: what one does reaches the other's open page without a reload. Against the
 * API server they are two browsers (two contexts, two accounts) and the events come over the
 * server's stream; against the mock, whose data lives in one browser, they are two tabs of one
 * browser on one account, and the events come from the mock over the tabs' channel: the same
 * client interface, the same page behaviour.
 */
import type { Browser, Page } from '@playwright/test';
import { againstServer, expect, loginAsGuest, test } from '../support/fixtures';
import { cardWith, publish } from '../support/app';
import { PEOPLE } from '../support/seed';

const explore = (page: Page) => page.getByRole('feed', { name: 'Explore feed' });
const likeOf = (page: Page, text: string) =>
  cardWith(explore(page), text).getByRole('button', { name: 'Like' });

/** The other person's page: another browser signed in as Maya, or a second tab of this one. */
async function otherPerson(browser: Browser, secondTab: Page): Promise<Page> {
  if (!againstServer) {
    await secondTab.goto('/home');
    await expect(secondTab.getByRole('feed', { name: 'Home feed' })).toBeVisible();
    return secondTab;
  }
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const maya = await context.newPage();
  await maya.goto('/');
  await maya.getByRole('textbox', { name: 'Username' }).fill(PEOPLE.maya.username);
  await maya.getByLabel('Password').fill(PEOPLE.maya.password);
  await maya.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(maya).toHaveURL(/\/home$/);
  return maya;
}

test("another person's post, like and deletion reach the explore page without a reload, and the feed never jumps", async ({
  page,
  secondTab,
  browser,
}) => {
  const text = 'Live from the other side of town.';
  await loginAsGuest(page);
  const other = await otherPerson(browser, secondTab);
  await page.goto('/explore');
  await expect(explore(page).getByRole('article').first()).toBeVisible();
  // The reader is a little way down the feed.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const readingAt = await page.evaluate(() => window.scrollY);
  const firstPost = () =>
    explore(page)
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Open post/ });
  const firstCard = await firstPost().getAttribute('href');
  const cardAt = (await explore(page).getByRole('article').nth(1).boundingBox())?.y;

  await publish(other, text);

  // Offered above the feed; nothing under the reader moved.
  const offer = page.getByRole('button', { name: 'Show 1 new post' });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('status', { name: 'Activity' })).toHaveText('1 new post');
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
  expect((await explore(page).getByRole('article').nth(1).boundingBox())?.y).toBe(cardAt);
  expect(await firstPost().getAttribute('href')).toBe(firstCard);
  await expect(cardWith(explore(page), text)).toHaveCount(0);

  await offer.click();
  const card = explore(page).getByRole('article').first();
  await expect(card).toContainText(text);
  await expect(card).toBeFocused();
  await expect(offer).toHaveCount(0);
  await expect(likeOf(page, text)).toHaveAccessibleDescription('0 likes');

  // The other person likes it: the count on this page follows.
  await other.goto('/explore');
  await likeOf(other, text).click();
  await expect(likeOf(other, text)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeOf(page, text)).toHaveAccessibleDescription('1 like');

  // And deletes it: it leaves this page's list, and the page says so.
  await cardWith(explore(other), text).getByRole('button', { name: 'delete' }).click();
  await expect(cardWith(explore(page), text)).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Activity' })).toHaveText('A post was deleted.');
});

test('a comment written elsewhere shows under an open post, and its count on the card', async ({
  page,
  secondTab,
  browser,
}) => {
  await loginAsGuest(page);
  const other = await otherPerson(browser, secondTab);
  await page.goto('/posts/post-2');
  const comments = page.getByRole('region', { name: /Comments/ }).getByRole('article');
  await expect(comments).toHaveCount(2);

  await other.goto('/posts/post-2');
  await other.getByRole('textbox', { name: 'Your Reply' }).fill('Said from somewhere else.');
  await other.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(
    other.getByRole('region', { name: /Comments/ }).getByText('Said from somewhere else.'),
  ).toBeVisible();

  await expect(comments).toHaveCount(3);
  await expect(comments.first()).toContainText('Said from somewhere else.');
  await expect(page.getByRole('heading', { name: /Comments/ })).toHaveText('Comments 3');
});
