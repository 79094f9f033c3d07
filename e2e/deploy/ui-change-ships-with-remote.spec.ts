/**
 * A remote's deploy ships its UI: in a scratch copy of the repository, the post card of
 * `@murmur/ui` gets an outline and a heading of feed-app's home page new words; only feed-app is
 * built from it, served on another origin, and the deployed shell's remotes.json pointed at it.
 * /home then shows both changes, while the profile page, another remote, still shows the card
 * its own build bundled, on the same page as the feed's newer stylesheet. The shell is not
 * rebuilt. Ports 4120–4125.
 */
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { distOf, fingerprints, type FileFingerprint } from './support/builds';
import { deployBuilds, type Deployment } from './support/deployment';
import { scratchCopy, type ScratchCopy } from './support/scratchCopy';

const BASE_PORT = 4120;
const NEW_FEED_PORT = 4125;
const NEW_OUTLINE = 'rgb(255, 0, 128)';

let copy: ScratchCopy;
let deployment: Deployment;
let newFeedOrigin: string;
let shellBefore: Record<string, FileFingerprint>;

test.use({ baseURL: `http://localhost:${BASE_PORT}` });

test.beforeAll(async () => {
  shellBefore = fingerprints(distOf('shell'));
  copy = scratchCopy('ui-change');
  copy.edit('shared/ui/src/PostCard/PostCard.module.scss', (scss) =>
    scss.replace(/(\.card \{\n)/, `$1  outline: 3px solid ${NEW_OUTLINE};\n`),
  );
  copy.edit('feed-app/src/features/home/Suggestions.tsx', (tsx) =>
    tsx.replace(/(\n\s*)Who to follow(\n\s*<\/h2>)/, '$1People to follow$2'),
  );
  const newFeed = join(copy.root, 'feed-next');
  await copy.build('feed-app', newFeed);

  deployment = await deployBuilds('ui-change', BASE_PORT);
  newFeedOrigin = await deployment.serveExtra(newFeed, NEW_FEED_PORT);
});

test.afterAll(async () => {
  await deployment?.stop();
  copy?.remove();
});

test("the feed's deploy alone ships its UI change and its page change; the profile keeps its own card", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Use guest login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const suggestions = page.getByRole('complementary', { name: 'Suggestions' });
  const feedCard = page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first();
  // As first deployed: the cards and the heading every app was built with.
  await expect(suggestions.getByRole('heading', { name: 'Who to follow' })).toBeVisible();
  await expect(feedCard).toHaveCSS('outline-style', 'none');

  await deployment.pointRemote('feed', `${newFeedOrigin}/mf-manifest.json`);
  await page.reload();

  await expect(suggestions.getByRole('heading', { name: 'People to follow' })).toBeVisible();
  await expect(feedCard).toHaveCSS('outline-color', NEW_OUTLINE);
  await expect(feedCard).toHaveCSS('outline-style', 'solid');

  // To a profile, in the same document: the feed's newer stylesheet stays on the page.
  await feedCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\//);
  const profileCard = page
    .getByRole('feed', { name: /^Posts by @/ })
    .getByRole('article')
    .first();
  await expect(profileCard).toBeVisible();
  const stylesheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => sheet.href ?? ''),
  );
  expect(stylesheets.some((href) => href.startsWith(newFeedOrigin))).toBe(true);
  // profile-app's own card, which the feed's card styles do not reach.
  await expect(profileCard).toHaveCSS('outline-style', 'none');

  expect(fingerprints(distOf('shell'))).toEqual(shellBefore);
});
