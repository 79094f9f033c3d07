/**
 * A remote can ship its own server data: comments and their votes live in post-app alone (its
 * endpoints, injected into core's one RTK Query API when it loads). Built alone and deployed on
 * another origin, post-app brings votes to a shell whose files hold no trace of them and are not
 * touched. Ports 4140–4145.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, loginAsGuest, test } from '../support/fixtures';
import { openTheosComment } from '../support/app';
import { buildApp, distOf, fingerprints, tempFolder, type FileFingerprint } from './support/builds';
import { deployBuilds, type Deployment } from './support/deployment';

const BASE_PORT = 4140;
const NEW_POST_PORT = 4145;

let output: ReturnType<typeof tempFolder>;
let deployment: Deployment;
let shellBefore: Record<string, FileFingerprint>;

/** Every script of a build, as one text. */
const scriptsOf = (folder: string): string =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.js'))
    .map((path) => readFileSync(join(folder, path), 'utf8'))
    .join('\n');

test.use({ baseURL: `http://localhost:${BASE_PORT}` });

test.beforeAll(async () => {
  shellBefore = fingerprints(distOf('shell'));
  output = tempFolder('post-votes');
  await buildApp('post-app', { outputPath: output.path });
  deployment = await deployBuilds('post-votes', BASE_PORT);
  const newPost = await deployment.serveExtra(output.path, NEW_POST_PORT);
  await deployment.pointRemote('post', `${newPost}/mf-manifest.json`);
});

test.afterAll(async () => {
  await deployment?.stop();
  output?.remove();
});

test('post-app alone ships comment votes: the shell holds none of it and is not rebuilt', async ({
  page,
}) => {
  expect(scriptsOf(distOf('shell'))).not.toContain('voteOnComment');
  expect(scriptsOf(output.path)).toContain('voteOnComment');

  await loginAsGuest(page);
  const { upvote } = await openTheosComment(page);
  await expect(upvote).toHaveAccessibleName('Upvote comment, 1 upvote');

  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAccessibleName('Upvote comment, 2 upvotes');
  await page.reload();
  await expect(upvote).toHaveAccessibleName('Upvote comment, 2 upvotes');

  expect(fingerprints(distOf('shell'))).toEqual(shellBefore);
});
