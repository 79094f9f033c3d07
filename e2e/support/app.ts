/**
 * Ways a person finds the parts of the app, by role and accessible name, shared by the journeys.
 */
import type { Locator, Page } from '@playwright/test';

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

/** Opens the avatar's account menu in the top bar and returns it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu', { name: 'Account' });
}
