/** Timed interactions in a page: from the click's own timestamp to the frame that shows it. */
import type { Page } from '@playwright/test';
import { watched } from '../browser';

/** ms from the last click to the paint of watch `name`. */
async function sinceClick(page: Page, name: string): Promise<number> {
  const watch = await watched(page, name);
  const click = await page.evaluate(() => window.__bench.lastClick);
  if (click === null) throw new Error('No click was recorded');
  return watch.painted - click;
}

/** Likes the first post the user has not liked yet; ms until its heart shows filled. */
export async function timeLike(page: Page): Promise<number> {
  const armed = await page.evaluate(() => {
    const button = [
      ...document.querySelectorAll<HTMLButtonElement>('[role="feed"] article button'),
    ].find((b) => b.textContent?.trim() === 'Like' && b.getAttribute('aria-pressed') === 'false');
    if (!button) return false;
    button.dataset.benchLike = '';
    window.__bench.when('liked', () => button.getAttribute('aria-pressed') === 'true');
    return true;
  });
  if (!armed) throw new Error('No post left to like');
  await page.locator('[data-bench-like]').click();
  return sinceClick(page, 'liked');
}

/** Follows the main navigation's Profile link; ms until the profile page is on screen. */
export async function timeToProfile(page: Page): Promise<number> {
  await page.evaluate(() => {
    window.__bench.when(
      'profile',
      () =>
        location.pathname.startsWith('/profile/') &&
        [...document.querySelectorAll('main h1')].some((h) => h.textContent !== 'Home'),
    );
  });
  await profileLink(page).click();
  return sinceClick(page, 'profile');
}

export const profileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' });

/** Clicks the guest login on the login page; ms until the first post card shows. */
export async function timeGuestLogin(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Use guest login' }).click();
  return sinceClick(page, 'firstCard');
}
