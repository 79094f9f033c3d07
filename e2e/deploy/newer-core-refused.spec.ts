/**
 * A remote built against a newer @murmur/core than the deployed shell has is refused before any
 * of its code runs, with a message that names the app and both versions; the rest of the
 * product keeps working. In a scratch copy, core takes its next minor version with a function the
 * shell's core lacks, and feed-app's home page calls it; only feed-app is built and deployed on
 * another origin. Once the shell is rebuilt from the same copy (so with the newer core) and
 * redeployed, the feed loads. `npm run deploy:check` says the same before each deploy. Ports 4130–4135.
 */
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { deployBuilds, type Deployment } from './support/deployment';
import { deployCheck, expectFeedRefusedOnHome, requestsTo } from './support/gateChecks';
import { NEWER_CORE_REFUSAL, NEXT_CORE_VERSION, bumpCoreMinor } from './support/coreVersion';
import { scratchCopy, type ScratchCopy } from './support/scratchCopy';

const BASE_PORT = 4130;
const NEW_FEED_PORT = 4135;
const REFUSAL = NEWER_CORE_REFUSAL;
const NEW_HEADING = `People to follow, from core ${NEXT_CORE_VERSION}`;

let copy: ScratchCopy;
let deployment: Deployment;
let newFeed: string;
let newFeedOrigin: string;

test.use({ baseURL: `http://localhost:${BASE_PORT}` });

test.beforeAll(async () => {
  copy = scratchCopy('newer-core');
  copy.edit('shared/core/package.json', bumpCoreMinor);
  copy.edit(
    'shared/core/src/index.ts',
    (ts) => `${ts}export const followHeading = (): string => '${NEW_HEADING}';\n`,
  );
  copy.edit('feed-app/src/features/home/Suggestions.tsx', (tsx) =>
    `import { followHeading } from '@murmur/core';\n${tsx}`.replace(
      /(\n\s*)Who to follow(\n\s*<\/h2>)/,
      '$1{followHeading()}$2',
    ),
  );
  newFeed = join(copy.root, 'feed-next');
  await copy.build('feed-app', newFeed);

  deployment = await deployBuilds('newer-core', BASE_PORT);
  newFeedOrigin = await deployment.serveExtra(newFeed, NEW_FEED_PORT);
  await deployment.pointRemote('feed', `${newFeedOrigin}/mf-manifest.json`);
});

test.afterAll(async () => {
  await deployment?.stop();
  copy?.remove();
});

test('a remote that needs a newer core is refused with both versions named, until the shell is redeployed with it', async ({
  page,
}) => {
  const before = await deployCheck(newFeed, deployment.shellFolder);
  expect(before.code).toBe(1);
  expect(before.stdout).toContain(`FAIL  ${REFUSAL}`);
  expect(before.stdout).toContain('ok    react ^19.3.1: the shell has 19.3.1');

  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const fromNewFeed = requestsTo(page, newFeedOrigin);
  await expectFeedRefusedOnHome(page, REFUSAL);
  // The manifest was read, and nothing else: no remoteEntry.js, no chunk, none of its code ran.
  expect(fromNewFeed.length).toBeGreaterThan(0);
  expect(new Set(fromNewFeed)).toEqual(new Set(['/mf-manifest.json']));

  const newShell = join(copy.root, 'shell-next');
  await copy.build('shell', newShell);
  await deployment.replaceShell(newShell);
  const after = await deployCheck(newFeed, deployment.shellFolder);
  expect(after.code).toBe(0);
  expect(after.stdout).toContain(
    `ok    @murmur/core ^${NEXT_CORE_VERSION}: the shell has ${NEXT_CORE_VERSION}`,
  );

  await page.goto('/home');
  await expect(page.getByRole('complementary', { name: 'Suggestions' })).toContainText(NEW_HEADING);
  await expect(
    page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first(),
  ).toBeVisible();
  expect(fromNewFeed).toContain('/remoteEntry.js');
  expect(crashes).toEqual([]);
});
