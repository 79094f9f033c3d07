/**
 * A remote built against an older major version of @murmur/core than the deployed shell has is
 * refused before any of its code runs, with a sentence that says to rebuild it; the rest of the
 * product keeps working, and the remote rebuilt from today's sources loads. The older remote is
 * the real thing: feed-app as the repository last had it under the previous major core (read
 * from git into a scratch copy), built with today's installed packages. Ports 4160–4165.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appByName } from '@murmur/build/apps';
import { expect, test } from '../support/fixtures';
import { CORE_VERSION } from './support/coreVersion';
import { deployBuilds, type Deployment } from './support/deployment';
import { deployCheck, expectFeedRefusedOnHome, requestsTo } from './support/gateChecks';
import { lastCommitWithVersion, scratchCopy, type ScratchCopy } from './support/scratchCopy';
import { repoRoot } from './support/servers';

const BASE_PORT = 4160;
const OLD_FEED_PORT = 4165;
const CORE_PACKAGE = 'shared/core/package.json';

let copy: ScratchCopy;
let deployment: Deployment;
let oldFeed: string;
let oldCore: string;

test.use({ baseURL: `http://localhost:${BASE_PORT}` });

test.beforeAll(async () => {
  const major = Number(CORE_VERSION.split('.')[0]);
  test.skip(major < 2, 'core has had no major version before this one');
  copy = scratchCopy('older-core', {
    commit: lastCommitWithVersion(CORE_PACKAGE, new RegExp(`^${major - 1}\\.`)),
  });
  oldCore = (JSON.parse(readFileSync(join(copy.root, CORE_PACKAGE), 'utf8')) as { version: string })
    .version;
  // Core 1's UI formatted dates with date-fns, no longer installed; where the old copy still
  // does, its one file that did takes today's, which needs no library. Nothing else of the old
  // code is touched.
  const dates = 'shared/ui/src/RelativeTime/formatRelativeTime.ts';
  const todaysDates = readFileSync(join(repoRoot, dates), 'utf8');
  if (readFileSync(join(copy.root, dates), 'utf8') !== todaysDates)
    copy.edit(dates, () => todaysDates);
  oldFeed = join(copy.root, `feed-core-${major - 1}`);
  await copy.build('feed-app', oldFeed);

  deployment = await deployBuilds('older-core', BASE_PORT);
  const oldOrigin = await deployment.serveExtra(oldFeed, OLD_FEED_PORT);
  await deployment.pointRemote('feed', `${oldOrigin}/mf-manifest.json`);
});

test.afterAll(async () => {
  await deployment?.stop();
  copy?.remove();
});

test('a remote built against the previous major core is refused, saying to rebuild it, until it is', async ({
  page,
}) => {
  const refusal =
    `feed-app needs @murmur/core ^${oldCore}; this shell has ${CORE_VERSION}: ` +
    'rebuild feed-app with it and deploy it again';
  const check = await deployCheck(oldFeed, deployment.shellFolder);
  expect(check.code).toBe(1);
  expect(check.stdout).toContain(`FAIL  ${refusal}`);

  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const fromOldFeed = requestsTo(page, `http://localhost:${OLD_FEED_PORT}`);
  await expectFeedRefusedOnHome(page, refusal);
  // The manifest was read, and nothing else: none of the old feed's code ran on this page.
  expect(new Set(fromOldFeed)).toEqual(new Set(['/mf-manifest.json']));

  // Rebuilt from today's sources (the build `npm run build` made) and deployed, it loads.
  await deployment.pointRemote(
    'feed',
    `${deployment.originOf(appByName('feed'))}/mf-manifest.json`,
  );
  await page.goto('/home');
  await expect(
    page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first(),
  ).toBeVisible();
  expect(crashes).toEqual([]);
});
