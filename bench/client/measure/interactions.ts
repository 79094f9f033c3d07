/** Timed interactions in a page: from the click's own timestamp to the frame that shows it. */
import type { Page } from '@playwright/test';
import { networkQuiet, watched, type BenchPage } from '../browser';

/** ms from the last click to the paint of watch `name`. */
async function sinceClick(page: Page, name: string): Promise<number> {
  const watch = await watched(page, name);
  const click = await page.evaluate(() => window.__bench.lastClick);
  if (click === null) throw new Error('No click was recorded');
  return watch.painted - click;
}

/**
 * Likes the first post on screen the user has not liked yet (else the first such post in the
 * page); ms until its heart shows filled. The button is marked `data-bench-like` for `undoLike`.
 */
export async function timeLike(page: Page): Promise<number> {
  const armed = await page.evaluate(() => {
    const unliked = [
      ...document.querySelectorAll<HTMLButtonElement>('[role="feed"] article button'),
    ].filter((b) => b.textContent?.trim() === 'Like' && b.getAttribute('aria-pressed') === 'false');
    const onScreen = (b: HTMLElement) => {
      const { top, bottom } = b.getBoundingClientRect();
      return top >= 0 && bottom <= innerHeight;
    };
    const button = unliked.find(onScreen) ?? unliked[0];
    if (!button) return false;
    // A like measured before in this page leaves neither its mark nor its watch behind.
    for (const marked of document.querySelectorAll<HTMLElement>('[data-bench-like]')) {
      delete marked.dataset.benchLike;
    }
    delete window.__bench.watches.liked;
    button.dataset.benchLike = '';
    window.__bench.when('liked', () => button.getAttribute('aria-pressed') === 'true');
    return true;
  });
  if (!armed) throw new Error('No post left to like');
  await page.locator('[data-bench-like]').click();
  return sinceClick(page, 'liked');
}

/**
 * Takes back the like `timeLike` gave, once its answer is in, and waits for the dislike's: a
 * server's data then is as it was (the mock's is new in every context anyway).
 */
export async function undoLike(bench: BenchPage): Promise<void> {
  await networkQuiet(bench, 300);
  await bench.page.locator('[data-bench-like]').click();
  await bench.page.waitForFunction(
    () => document.querySelector('[data-bench-like]')?.getAttribute('aria-pressed') === 'false',
  );
  await networkQuiet(bench, 300);
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
