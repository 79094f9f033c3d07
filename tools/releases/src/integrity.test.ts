import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, appByName } from '@murmur/build/apps';
import { deploy } from './deploy';
import { fakeWorld, type FakeWorld } from './testing/fakeBuilds';

let world: FakeWorld;
beforeEach(() => {
  world = fakeWorld();
});
afterEach(() => world.remove());

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

test('a deploy lists the SHA-384 of every file of a version, in the form the browser checks', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  const version = join(world.root, 'apps/feed-app/v1');
  const list = JSON.parse(readFileSync(join(version, 'integrity.json'), 'utf8')) as Record<
    string,
    string
  >;

  expect(Object.keys(list).sort()).toEqual([
    'mf-manifest.json',
    'release.json',
    'remoteEntry.js',
    'routes.json',
    'static/js/main.first.js',
  ]);
  for (const [path, integrity] of Object.entries(list)) {
    expect(integrity).toBe(sri(readFileSync(join(version, path))));
  }
});

test("the pointer pins each remote's entry files and its list, the canary's too", async () => {
  const feed = appByName('feed');
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  await deploy(
    { apps: [feed], from: world.buildOf(feed, { marker: 'canary' }), canary: 10 },
    world.context,
  );
  const entry = JSON.parse(world.read('remotes.json')).feed;
  const file = (version: string, path: string) =>
    sri(readFileSync(join(world.root, 'apps/feed-app', version, path)));

  for (const [pointer, version] of [
    [entry, 'v1'],
    [entry.canary, 'v2'],
  ] as const) {
    expect(pointer.integrity).toEqual({
      'mf-manifest.json': file(version, 'mf-manifest.json'),
      'remoteEntry.js': file(version, 'remoteEntry.js'),
      'integrity.json': file(version, 'integrity.json'),
    });
  }
});

test('the same build deployed again is the same version: the list is not part of its digest', async () => {
  const feed = appByName('feed');
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  await deploy({ apps: [feed], from: world.buildOf(feed) }, world.context);
  expect(world.printed.at(-1)).toMatch(/feed-app: unchanged/);
});
