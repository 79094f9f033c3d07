/**
 * Every route's first screen arrives drawn as HTML (docs/architecture.md, "The first screen"):
 * `npm run serve` answers a public route with its whole form and a signed-in route with the
 * chrome and the page's placeholder, the app hydrates that HTML without a word from React, and
 * what a person does before the scripts have run is done once they have.
 */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { homeFeed, mainNav } from '../support/app';
import {
  SIGNED_IN_ROUTES,
  expectEverySignedInRouteKept,
  expectSignedInChrome,
  holdScripts,
  hydrationComplaints,
  keptTheDrawing,
  markTheDrawing,
  withSignedInCookie,
} from '../support/drawnPage';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the login and sign-up pages show their whole forms', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use guest login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    for (const label of ['First name', 'Last name', 'Username', 'Password']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'SignUp' })).toBeVisible();
  });

  test('every signed-in route shows the top bar, the navigation and its placeholder', async ({
    page,
    context,
    baseURL,
  }) => {
    await withSignedInCookie(context, baseURL!);
    for (const { path, heading } of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, '\\.')}$`));
      await expectSignedInChrome(page, heading);
      await expect(page.getByRole('status', { name: /^Loading/ }).first()).toBeVisible();
    }
  });

  test('a signed-out visit to a signed-in route is the login page, never the signed-in chrome', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
  });
});

test.describe('before the scripts have run', () => {
  test.use({ mockDelay: 400 });

  for (const { press, name } of [
    { name: 'clicking "Login"', press: 'login' },
    { name: 'pressing Enter in the password field', press: 'enter' },
  ] as const) {
    test(`typing and ${name} signs in once, with what was typed`, async ({ page, context }) => {
      const logins: string[] = [];
      context.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/auth/login')) {
          logins.push(request.postData() ?? '');
        }
      });
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByLabel('Username').fill('guest');
      await page.getByLabel('Password').fill('murmur-guest');
      if (press === 'login') {
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.getByRole('button', { name: 'Login', exact: true }).click();
      } else {
        await page.getByLabel('Password').press('Enter');
      }
      await expect(page).toHaveURL(/\/$/);
      scripts.release();

      await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
      await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
      expect(logins.map((body) => JSON.parse(body) as unknown)).toEqual([
        { username: 'guest', password: 'murmur-guest' },
      ]);
    });
  }

  test('"Use guest login" clicked twice signs in once', async ({ page, context }) => {
    let logins = 0;
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/auth/login')) logins += 1;
    });
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Use guest login' }).click();
    await page.getByRole('button', { name: 'Use guest login' }).click();
    scripts.release();

    await expect(homeFeed(page).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    expect(logins).toBe(1);
  });
});

test('every route hydrates its drawn page without a word from React, first visit and second', async ({
  page,
}) => {
  // Twelve page loads and a sign-in: on a busy two-core machine they outlast one test's 30 s.
  test.slow();
  const complaints = hydrationComplaints(page);
  await markTheDrawing(page);
  for (const path of ['/', '/signup']) {
    await page.goto(path);
    await expect(page.getByLabel('Username')).toBeEditable();
    await page.waitForLoadState('networkidle');
    expect(await keptTheDrawing(page), path).toBe(true);
  }
  await loginAsGuest(page);
  await expectEverySignedInRouteKept(page);
  expect(complaints).toEqual([]);
});

test('a signed-out visit to /home never shows the signed-in chrome', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = () =>
      document.querySelector('nav[aria-label="Main"]') !== null ||
      [...document.querySelectorAll('button')].some((button) =>
        button.textContent?.includes('New Post'),
      );
    new MutationObserver(() => {
      if (seen()) window.sessionStorage.setItem('sawSignedInChrome', 'yes');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Use guest login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.sessionStorage.getItem('sawSignedInChrome'))).toBeNull();
});

test('the styles a drawn page holds are not fetched again when their apps load', async ({
  page,
  context,
}) => {
  const stylesheets: string[] = [];
  context.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Use guest login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const held = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-murmur-style]')].map(
      (style) => new URL(style.getAttribute('data-murmur-style')!, document.baseURI).href,
    ),
  );
  // The shell's start-up styles and the login page's: both chunks have loaded by now.
  expect(held).toHaveLength(2);
  expect(stylesheets.filter((url) => held.includes(url))).toEqual([]);
});
