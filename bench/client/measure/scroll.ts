/**
 * A reader scrolling a feed through its first posts with the mouse wheel, the pages it loads on
 * the way included: how many cards the page holds at the end, the longest task meanwhile, and a
 * like on a card on screen there.
 */
import type { Page } from '@playwright/test';
import type { BenchPage } from '../browser';
import { timeLike } from './interactions';

/** One turn of the wheel: a brisk reader's flick (a notch is about 100 px). */
const WHEEL_PX = 600;
const TIMEOUT_MS = 300_000;

/** After the next frame: the highest place in the feed (aria-posinset) of a card on screen. */
function furthestOnScreen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => {
          let furthest = 0;
          for (const card of document.querySelectorAll('[role="feed"] article[aria-posinset]')) {
            const { top, bottom } = card.getBoundingClientRect();
            if (bottom > 0 && top < innerHeight) {
              furthest = Math.max(furthest, Number(card.getAttribute('aria-posinset')));
            }
          }
          resolve(furthest);
        });
      }),
  );
}

/** Scrolls `bench`'s feed (its first card shown) until post `posts` is on screen. */
export async function scrollThrough(bench: BenchPage, posts: number) {
  const { page } = bench;
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  const started = await page.evaluate(() => performance.now());
  const deadline = Date.now() + TIMEOUT_MS;
  let reached = await furthestOnScreen(page);
  while (reached < posts) {
    if (Date.now() > deadline) {
      throw new Error(`Scrolled to post ${reached} of ${posts} in ${TIMEOUT_MS / 1000} s`);
    }
    await page.mouse.wheel(0, WHEEL_PX);
    reached = await furthestOnScreen(page);
  }
  const { cards, tasks, scrollMs } = await page.evaluate((since) => {
    const tasks = window.__bench.longTasks.filter((task) => task.start >= since);
    return {
      cards: document.querySelectorAll('[role="feed"] article').length,
      tasks: tasks.map((task) => task.duration),
      scrollMs: performance.now() - since,
    };
  }, started);
  return {
    /** Post cards in the page once the last post wanted was on screen. */
    cards,
    /** The longest task while scrolling (0: none reached 50 ms, the least a long task lasts). */
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.length,
    /** From the first wheel turn to the last post wanted on screen. */
    scrollMs,
    /** Like → filled heart, there. */
    likeMs: await timeLike(page),
  };
}

export type ScrollRun = Awaited<ReturnType<typeof scrollThrough>>;
