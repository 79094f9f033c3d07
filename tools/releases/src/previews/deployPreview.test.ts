import { allApps, appByName, host } from '@murmur/build/apps';
import { deploy } from '../deploy';
import { listReleases } from '../listReleases';
import { readLog } from '../releaseLog';
import { RefusedError } from '../store';
import { fakeWorld, type FakeWorld } from '../testing/fakeBuilds';
import { readPreviews } from './previewsFile';
import { removePreview } from './removePreview';

const feed = appByName('feed');
let world: FakeWorld;

beforeEach(async () => {
  world = fakeWorld();
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  world.printed.length = 0;
});
afterEach(() => world.remove());

const preview = (name: string, options = {}, days = 7) =>
  deploy(
    {
      apps: [feed],
      from: world.buildOf(feed, { marker: name, ...options }),
      preview: { name, days },
    },
    world.context,
  );

test('a preview is a new version that no pointer names, recorded in previews.json with its link', async () => {
  const remotesBefore = world.read('remotes.json');
  const logBefore = world.read('releases.log');
  await preview('new-feed');

  expect(world.read('remotes.json')).toBe(remotesBefore);
  // One line more in the log, saying so: the feed's pointer is what it was.
  expect(world.read('releases.log').startsWith(logBefore)).toBe(true);
  expect(readLog(world.context.paths.log).at(-1)).toMatchObject({
    action: 'preview',
    app: 'feed-app',
    preview: 'new-feed',
    live: 'v1',
    canary: null,
  });
  const [entry, ...others] = readPreviews(world.context.paths);
  expect(others).toEqual([]);
  expect(entry).toMatchObject({
    app: 'feed-app',
    remote: 'feed',
    name: 'new-feed',
    version: 'v2',
    manifest: '/apps/feed-app/v2/mf-manifest.json',
    // Its routes for its browser's router, its hashes pinned as a live version's are.
    routes: expect.arrayContaining([expect.objectContaining({ path: '/home' })]),
    integrity: expect.objectContaining({ 'remoteEntry.js': expect.stringMatching(/^sha384-/) }),
  });
  expect(Date.parse(entry!.expires) - Date.parse(entry!.created)).toBe(7 * 24 * 60 * 60 * 1000);
  expect(world.printed[0]).toMatch(
    /^feed-app v2 is the preview "new-feed" until \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ; v1 stays live for everyone else\.$/,
  );
  expect(world.printed).toContain('Open it: http://localhost:4500/?preview=feed-app:new-feed');
});

test('the same name again replaces the preview; the same build again reuses its version', async () => {
  await preview('new-feed');
  await preview('new-feed', { marker: 'other' });
  await preview('second', { marker: 'other' });
  expect(readPreviews(world.context.paths).map(({ name, version }) => [name, version])).toEqual([
    ['new-feed', 'v3'],
    ['second', 'v3'],
  ]);
});

test('a preview the live shell would refuse is stored, with the refusal printed', async () => {
  await preview('needs-more', { needs: '^9.0.0' });
  expect(readPreviews(world.context.paths)).toHaveLength(1);
  expect(world.printed.join('\n')).toContain(
    'Warning: browsers will refuse it, it cannot run under the live shell:',
  );
});

test('the shell, several apps, or a canary cannot be a preview', async () => {
  for (const request of [{ apps: [host] }, { apps: allApps }, { apps: [feed], canary: 10 }]) {
    await expect(
      deploy(
        { ...request, from: world.allBuilds(), preview: { name: 'x', days: 1 } },
        world.context,
      ),
    ).rejects.toThrow(RefusedError);
  }
  expect(readPreviews(world.context.paths)).toEqual([]);
});

test('releases lists previews beside their version and with their links', async () => {
  await preview('new-feed');
  listReleases([feed], world.context);
  const lines = world.printed.slice(2);
  expect(lines.find((line) => line.startsWith('  v2'))).toMatch(/← preview new-feed until /);
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^ {2}feed-app new-feed {2}v2 {2}until .* {2}http:\/\/localhost:4500\/\?preview=feed-app:new-feed$/,
    ),
  );
});

test('preview:remove takes the name, and the app when two apps share it', async () => {
  await preview('shared-name');
  const post = appByName('post');
  await deploy(
    {
      apps: [post],
      from: world.buildOf(post, { marker: 'p' }),
      preview: { name: 'shared-name', days: 1 },
    },
    world.context,
  );
  await expect(removePreview('shared-name', undefined, world.context)).rejects.toThrow(
    'feed-app and post-app each have a preview "shared-name": name the app',
  );
  await removePreview('shared-name', feed, { ...world.context, via: 'dashboard' });
  expect(readPreviews(world.context.paths).map((entry) => entry.app)).toEqual(['post-app']);
  expect(readLog(world.context.paths.log).at(-1)).toMatchObject({
    action: 'preview-removed',
    app: 'feed-app',
    version: 'v2',
    preview: 'shared-name',
    via: 'dashboard',
  });
  // The version stays for the pages that run it.
  expect(world.read('apps/feed-app/v2/release.json')).toContain('"version": "v2"');
  await expect(removePreview('nothing', undefined, world.context)).rejects.toThrow(
    'There is no preview "nothing" (there are: post-app shared-name).',
  );
});
