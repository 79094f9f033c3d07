/**
 * Bad input in the real product: markup in posts, comments and a bio is text and never runs;
 * only http(s) addresses ever become links or images, whatever was stored; very long text in any
 * script is stored whole and wraps without breaking the layout.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { cardWith, homeFeed, mainNav } from '../support/app';
import { PEOPLE } from '../support/seed';
import { LIMITS } from '@murmur/contract';
import { storeLinksUnchecked } from './support/savedDemo';
import { publishPost, reply, saveBio, storedPostContent } from './support/writing';

const IMG_ATTACK = '<img src=x onerror=alert(1)>';
const SCRIPT_ATTACK = '<script>alert(1)</script>';

/** Any dialog (alert, confirm, prompt) is script that ran: record it, so the test fails. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** No element that markup in user text could have made: no img of "x", no inline script. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('#root script')).toHaveCount(0);
}

test('markup in a post, a comment and a bio shows as text and never runs', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await loginAsGuest(page);

  const postText = `Markup test ${IMG_ATTACK} and ${SCRIPT_ATTACK}`;
  await publishPost(page, postText);
  const card = cardWith(homeFeed(page), 'Markup test');
  await expect(card.getByText(postText, { exact: true })).toBeVisible();
  await expectNoInjectedElements(page);

  await card.getByRole('link', { name: /Open post/ }).click();
  await expect(page).toHaveURL(/\/posts\//);
  await reply(page, SCRIPT_ATTACK);
  await reply(page, IMG_ATTACK);
  const comments = page.getByRole('region', { name: /Comments/ });
  await expect(comments.getByText(SCRIPT_ATTACK, { exact: true })).toBeVisible();
  await expect(comments.getByText(IMG_ATTACK, { exact: true })).toBeVisible();
  await expectNoInjectedElements(page);
  const postPage = page.url();

  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  const bio = `${SCRIPT_ATTACK}\n${IMG_ATTACK}`;
  await saveBio(page, bio);
  const shownBio = page.getByRole('main').locator('header p').filter({ hasText: IMG_ATTACK });
  await expect(shownBio).toHaveJSProperty('textContent', bio);
  await expectNoInjectedElements(page);

  // Rendered again from the stored data, the markup is still only text.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PEOPLE.guest.fullName })).toBeVisible();
  await expect(shownBio).toHaveJSProperty('textContent', bio);
  await page.goto(postPage);
  await expect(page.getByRole('region', { name: /Comments/ }).getByText(IMG_ATTACK)).toBeVisible();
  await expectNoInjectedElements(page);

  // Give an injected handler every chance to fire before judging.
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});

test('a javascript: website or avatar that got into storage is never a link or an image', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await loginAsGuest(page);
  await storeLinksUnchecked(page, PEOPLE.guest.username, {
    website: 'javascript:alert(document.domain)',
    avatarURL: 'javascript:alert(2)',
  });

  await page.goto(`/profile/${PEOPLE.guest.username}`);
  await expect(page.getByRole('heading', { level: 1, name: PEOPLE.guest.fullName })).toBeVisible();
  // The stored value did reach the page (it is what the editor opens with)...
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(editor.getByRole('textbox', { name: 'Website' })).toHaveValue(
    'javascript:alert(document.domain)',
  );
  await editor.getByRole('button', { name: 'Close' }).click();
  // ...yet nothing on the page links to it or loads it.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('img[src^="javascript:" i]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0);

  await page.goto('/home');
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect(page.locator('a[href^="javascript:" i], img[src^="javascript:" i]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

/**
 * The longest post allowed (as the server counts: code points) of emoji (with joiners and flags),
 * right-to-left scripts, combining marks, CJK and one long unbroken word, in more lines than a
 * card shows folded; no whitespace at either end.
 */
function longUnicodeText(prefix: string): string {
  const pieces = [
    'emoji 😀👩🏽‍💻🇳🇴',
    'עברית מימין לשמאל',
    'العربية من اليمين',
    'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͕',
    'e\u0301 n\u0303',
    '中文字符 日本語',
  ];
  const lines = Array.from({ length: 16 }, (_, i) => `${pieces[i % pieces.length]} · ${i}`);
  const text = `${prefix} ${'Unbroken'.repeat(12)}\n${lines.join('\n')}\n${'more '.repeat(100)}`;
  return `${[...text]
    .slice(0, LIMITS.post - 1)
    .join('')
    .trimEnd()}z`;
}

/** The page scrolls only up and down, and the card stays inside the window. */
async function expectNoSidewaysOverflow(page: Page, card: Locator) {
  const viewport = page.viewportSize()!;
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const text = card.locator('p').first();
  expect(await text.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
}

test('the longest post allowed, in any script, is stored whole and wraps inside the card', async ({
  page,
}) => {
  const prefix = 'LONG-UNICODE-POST';
  const content = longUnicodeText(prefix);
  expect([...content].length).toBeLessThanOrEqual(LIMITS.post);
  await loginAsGuest(page);

  await publishPost(page, content);

  expect(await storedPostContent(page, prefix)).toBe(content);
  const card = cardWith(homeFeed(page), prefix);
  await expect(card).toHaveCount(1);
  await expectNoSidewaysOverflow(page, card);

  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card.getByText(prefix)).toHaveJSProperty('textContent', content);
  await expectNoSidewaysOverflow(page, card);
  // Wrapped: the text runs down the card, many lines deep.
  const paragraph = card.locator('p').first();
  const lineHeight = await paragraph.evaluate((node) =>
    parseFloat(getComputedStyle(node).lineHeight),
  );
  expect((await paragraph.boundingBox())!.height).toBeGreaterThan(8 * lineHeight);

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysOverflow(page, card);
});
