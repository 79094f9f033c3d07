import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, appByName, host } from '@murmur/build/apps';
import { deploy } from './deploy';
import { readPointers } from './pointers';
import { removeRemote } from './removeRemote';
import { fakeWorld, type FakeWorld } from './testing/fakeBuilds';

const post = appByName('post');
let world: FakeWorld;

const remotesJson = () => JSON.parse(world.read('remotes.json')) as Record<string, unknown>;

beforeEach(async () => {
  world = fakeWorld();
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
});
afterEach(() => world.remove());

test('--remove takes a remote out of remotes.json; a deploy brings it back', async () => {
  await removeRemote(post, world.context);

  expect(world.printed.at(-1)).toBe(
    'post-app is out of remotes.json (was v1): new page loads no longer show it.',
  );
  expect(remotesJson()).not.toHaveProperty('post');
  expect(remotesJson()).toHaveProperty('feed');
  expect(readPointers(world.context.paths)['post-app']).toEqual({ live: null, canary: null });

  await deploy({ apps: [post], from: world.buildOf(post, { marker: 'back' }) }, world.context);
  expect(remotesJson()).toMatchObject({ post: { version: 'v2' } });
});

test('the shell, or a remote that is not live, is not removed, and the pointers stay as they were', async () => {
  await expect(removeRemote(host, world.context)).rejects.toThrow(
    'shell not removed: the shell is the page itself: deploy another instead.',
  );
  await removeRemote(post, world.context);
  const before = world.read('remotes.json');
  await expect(removeRemote(post, world.context)).rejects.toThrow(
    'post-app not removed: post-app is not live.\nThe pointers are unchanged.',
  );
  expect(world.read('remotes.json')).toBe(before);
});

test('a remote this checkout does not know stays live through its deploys', async () => {
  // Deployed from the checkout of the team that made it, which this one predates.
  const messages = { version: 'v1', manifest: '/apps/messages-app/v1/mf-manifest.json' };
  writeFileSync(
    join(world.root, 'remotes.json'),
    `${JSON.stringify({ ...remotesJson(), messages }, null, 2)}\n`,
  );

  await deploy({ apps: [post], from: world.buildOf(post, { marker: 'next' }) }, world.context);

  expect(remotesJson()).toMatchObject({ messages, post: { version: 'v2' } });
});
