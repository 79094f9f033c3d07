import { allApps, appByName } from '@murmur/build/apps';
import { deploy } from './deploy';
import { promote } from './promote';
import { fakeWorld, type FakeWorld } from './testing/fakeBuilds';

const feed = appByName('feed');
let world: FakeWorld;

beforeEach(() => {
  world = fakeWorld();
});
afterEach(() => world.remove());

const hintsOf = (page: string) =>
  JSON.parse(
    /<script type="application\/json" id="murmur-first-screen">(.*?)<\/script>/.exec(page)![1]!,
  ) as {
    manifests: Record<string, unknown>;
  };

test("each remote's first-screen page is the live shell's page with that remote's files to preload", async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);

  const page = world.read('first-screen/feed.html');
  expect(page).toContain(
    '<script defer src="/apps/shell/v1/static/js/main.first.js" integrity="sha384-',
  );
  expect(page).toContain('<meta name="murmur-shell-version" content="v1">');
  // Each with the integrity the shell demands of the file, or the browser would not use it.
  const pinned = JSON.parse(world.read('apps/feed-app/v1/integrity.json')) as Record<
    string,
    string
  >;
  expect(page).toContain(
    `<link rel="preload" href="/apps/feed-app/v1/mf-manifest.json" as="fetch" crossorigin integrity="${pinned['mf-manifest.json']}">`,
  );
  expect(page).toContain(
    `<link rel="preload" href="/apps/feed-app/v1/remoteEntry.js" as="script" integrity="${pinned['remoteEntry.js']}">`,
  );
  expect(page).not.toContain('/apps/post-app/v1/remoteEntry.js');
  expect(Object.keys(hintsOf(page).manifests)).toEqual([
    '/apps/auth-app/v1/mf-manifest.json',
    '/apps/feed-app/v1/mf-manifest.json',
    '/apps/profile-app/v1/mf-manifest.json',
    '/apps/post-app/v1/mf-manifest.json',
  ]);
  // The pointers themselves are as they were: the pages are written from them.
  expect(world.read('index.html')).not.toContain('murmur-first-screen');
});

test('a pointer moved by a deploy or a promote is what the pages hint at next', async () => {
  await deploy({ apps: allApps, from: world.allBuilds() }, world.context);
  await deploy(
    { apps: [feed], from: world.buildOf(feed, { marker: 'second' }), canary: 20 },
    world.context,
  );
  // A canary: the page cannot know the browser's bucket, so it preloads neither version.
  let page = world.read('first-screen/feed.html');
  expect(Object.keys(hintsOf(page).manifests)).toContain('/apps/feed-app/v2/mf-manifest.json');
  expect(page).not.toContain('<link rel="preload" href="/apps/feed-app/');

  await promote(feed, world.context);
  page = world.read('first-screen/feed.html');
  expect(page).toContain(
    '<link rel="preload" href="/apps/feed-app/v2/remoteEntry.js" as="script" integrity="sha384-',
  );
});
