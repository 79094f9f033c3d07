/**
 * The page is one app though five builds make it: one React, one router, one store, one toaster,
 * shared through Module Federation. A second copy of any would break hooks or lose state silently.
 */
import type { Page } from '@playwright/test';
import { SINGLETON_PACKAGES } from '@murmur/build/singletons';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { cardWith, homeFeed, likes } from '../support/app';
import { PEOPLE, postById } from '../support/seed';

interface ShareReport {
  instances: string[];
  /** Per package: the versions loaded anywhere, and how many distinct module objects they gave. */
  packages: Record<string, { versions: string[]; modules: number }>;
}

/** Reads Module Federation's runtime registry: every app's share scope, every loaded copy. */
function readShareScopes(page: Page, names: readonly string[]): Promise<ShareReport> {
  return page.evaluate(async (packageNames) => {
    interface Shared {
      loaded?: boolean;
      lib?: () => unknown;
    }
    type Scopes = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const federation = (
      window as unknown as {
        __FEDERATION__: { __INSTANCES__: { name: string }[]; __SHARE__: Scopes };
      }
    ).__FEDERATION__;
    const packages: ShareReport['packages'] = {};
    for (const name of packageNames) {
      const versions = new Set<string>();
      const modules = new Set<unknown>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const scope of Object.values(scopes)) {
          for (const [version, shared] of Object.entries(scope[name] ?? {})) {
            if (!shared.loaded || !shared.lib) continue;
            versions.add(version);
            modules.add(await shared.lib());
          }
        }
      }
      packages[name] = { versions: [...versions], modules: modules.size };
    }
    return { instances: federation.__INSTANCES__.map((instance) => instance.name), packages };
  }, names);
}

test('all four remotes run on one React and one store', async ({ page }) => {
  await loginAsGuest(page);
  // Survives only if nothing below reloads the page.
  await page.evaluate(() => Object.assign(window, { murmurSamePage: true }));
  const post = postById('post-1');
  const before = post.likedBy.length;

  // A like in feed-app...
  const card = cardWith(homeFeed(page), post.content);
  await card.getByRole('button', { name: 'Like' }).click();
  await expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');

  // ...is already there on post-app's page: the same store, not a second one that refetched.
  await card.getByRole('link', { name: /^Open post/ }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${post._id}$`));
  const single = page.getByRole('main').getByRole('article').first();
  await expect(single).toContainText(post.content);
  const like = single.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleDescription(likes(before + 1));

  // profile-app, from the author's link.
  await single.getByRole('link', { name: PEOPLE.theo.fullName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PEOPLE.theo.fullName);
  await expect(cardWith(page, post.content).getByRole('button', { name: 'Like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  expect(await page.evaluate(() => 'murmurSamePage' in window)).toBe(true);
  const report = await readShareScopes(page, SINGLETON_PACKAGES);
  expect(report.instances.sort()).toEqual(['auth', 'feed', 'post', 'profile', 'shell']);
  for (const name of SINGLETON_PACKAGES) {
    const { versions, modules } = report.packages[name]!;
    expect(versions, `${name} versions loaded`).toHaveLength(1);
    expect(modules, `${name} module instances`).toBe(1);
  }
});
