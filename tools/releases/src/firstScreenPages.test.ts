import { allApps, appByName } from '@murmur/build/apps';
import { deploy } from './deploy';
import { promote } from './promote';
import { rollback } from './rollback';
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
    `<link rel="preload" href="/apps/feed-app/v1/remoteEntry.js" as="script" crossorigin integrity="${pinned['remoteEntry.js']}">`,
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
    '<link rel="preload" href="/apps/feed-app/v2/remoteEntry.js" as="script" crossorigin integrity="sha384-',
  );
});

/** The content of a drawn page's #root. */
const rootOf = (page: string) => /<div id="root">(.*?)<\/div>/.exec(page)?.[1];

describe('the drawn pages', () => {
  test('each route is drawn by the live shell and its live remote, with what it was drawn from', async () => {
    await deploy({ apps: allApps, from: world.allBuilds({ server: true }) }, world.context);

    const home = world.read('first-screen/routes/home.html');
    expect(rootOf(home)).toBe('<main>/home drawn by shell first and feed first</main>');
    expect(home).toContain('<script type="application/json" id="murmur-drawn">{"remote":"feed"');
    expect(home).toContain('<meta name="murmur-shell-version" content="v1">');
    expect(rootOf(world.read('first-screen/routes/index.html'))).toContain(
      '/ drawn by shell first and auth first',
    );
    expect(rootOf(world.read('first-screen/routes/profile._username.html'))).toContain(
      '/profile/:username drawn by shell first and profile first',
    );
    // The plain page per remote stays, for a route that cannot be drawn.
    expect(rootOf(world.read('first-screen/feed.html'))).toBe('');
  });

  test("a remote deployed alone draws its routes again with the live shell's server build, the shell's files untouched", async () => {
    await deploy({ apps: allApps, from: world.allBuilds({ server: true }) }, world.context);
    const shellPage = world.read('index.html');

    await deploy(
      { apps: [feed], from: world.buildOf(feed, { marker: 'second', server: true }) },
      world.context,
    );
    expect(rootOf(world.read('first-screen/routes/home.html'))).toBe(
      '<main>/home drawn by shell first and feed second</main>',
    );
    expect(world.read('index.html')).toBe(shellPage);

    await rollback(feed, undefined, world.context);
    expect(rootOf(world.read('first-screen/routes/home.html'))).toBe(
      '<main>/home drawn by shell first and feed first</main>',
    );
  });

  test("a version without a server build leaves its routes to its remote's page, not a stale drawing", async () => {
    await deploy({ apps: allApps, from: world.allBuilds({ server: true }) }, world.context);
    await deploy({ apps: [feed], from: world.buildOf(feed, { marker: 'plain' }) }, world.context);

    expect(() => world.read('first-screen/routes/home.html')).toThrow(/ENOENT/);
    expect(world.read('first-screen/feed.html')).toContain('/apps/feed-app/v2/remoteEntry.js');
    expect(rootOf(world.read('first-screen/routes/index.html'))).toContain('auth first');
  });
});
