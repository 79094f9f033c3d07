/**
 * A remote that cannot be loaded: its server down, its manifest missing, its code throwing as it
 * starts. The shell keeps its top bar, its navigation and every other page, shows in place of
 * that page what failed, and "Try again" loads the remote once it is back. Runs against a private
 * deployment of the production builds (ports 4200–4204) whose servers the tests control.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PEOPLE } from '../support/seed';
import { deployCopy, type Deployment } from './support/deployment';
import type { StaticSite } from './support/staticSite';

let deployment: Deployment;

test.beforeEach(async () => {
  deployment = await deployCopy();
});
test.afterEach(async () => {
  await deployment.dispose();
});
test.use({ baseURL: 'http://localhost:4200' });

/** Logs the guest in; the login page comes from the auth remote, which is up. */
async function signInAsGuest(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

const feedFallback = (page: Page) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: 'The feed could not be loaded.' });

/** The top bar, the navigation and a page of another remote all still work. */
async function expectTheRestOfTheAppWorks(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profile\/guest$/);
  await expect(page.getByRole('heading', { level: 1, name: PEOPLE.guest.fullName })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** "Try again" brings the feed in, and the failure is gone. */
async function expectTryAgainToLoadTheFeed(page: Page) {
  await feedFallback(page).getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

const cases: {
  name: string;
  breakFeed: (feed: StaticSite) => Promise<void> | void;
  mendFeed: (feed: StaticSite) => Promise<void> | void;
  says: string;
}[] = [
  {
    name: 'its server is down',
    breakFeed: (feed) => feed.stop(),
    mendFeed: (feed) => feed.start(),
    says: 'The "feed" app at http://localhost:4202 did not answer.',
  },
  {
    name: 'its manifest answers 404',
    breakFeed: (feed) =>
      feed.override('/mf-manifest.json', () => ({ status: 404, body: 'Not Found' })),
    mendFeed: (feed) => feed.override('/mf-manifest.json', null),
    says: 'The "feed" app at http://localhost:4202 answered 404 for its manifest.',
  },
  {
    name: 'its entry script throws as it starts',
    breakFeed: (feed) =>
      feed.override('/remoteEntry.js', (file) => ({
        status: 200,
        body: `throw new Error('the feed entry broke');\n${String(file)}`,
        contentType: 'text/javascript',
      })),
    mendFeed: (feed) => feed.override('/remoteEntry.js', null),
    says: 'The "feed" app at http://localhost:4202 sent code that failed to start.',
  },
];

for (const { name, breakFeed, mendFeed, says } of cases) {
  test(`when the feed remote fails (${name}), the rest works and Try again recovers`, async ({
    page,
  }) => {
    const feed = deployment.site('feed');
    await breakFeed(feed);

    await signInAsGuest(page);

    await expect(feedFallback(page)).toContainText(says);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectTheRestOfTheAppWorks(page);
    // Back on the feed while it is still broken: the same message, never a blank page.
    await expect(feedFallback(page)).toContainText(says);

    await mendFeed(feed);
    await expectTryAgainToLoadTheFeed(page);
  });
}
