/**
 * The release store trusts no name and no link (docs/releases.md, "What the store refuses").
 * Each test is an attack: a build, a pointer, a preview or a command line crafted to make the
 * store write, chmod or serve something outside itself, or to put a line of its own into nginx's
 * configuration. Each is refused with a message naming what was crafted, and the attacker gets
 * nothing: the store is, byte for byte and mode for mode, what it was.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { allApps, appByName, host } from '@murmur/build/apps';
import { cleanStore } from '../clean/cleanStore';
import { deploy } from '../deploy';
import { firstScreenMaps } from '../nginx/nginxConfig';
import { rollback } from '../rollback';
import { RefusedError } from '../store';
import { fakeWorld, type FakeWorld } from '../testing/fakeBuilds';
import { storeSnapshot } from '../testing/storeSnapshot';

const feed = appByName('feed');
let world: FakeWorld;
/** The folder around the store: where an escape from it would land. */
let outside: string;

beforeEach(async () => {
  world = fakeWorld();
  outside = dirname(world.root);
  await deploy({ apps: allApps, from: world.allBuilds({ server: true }) }, world.context);
  world.printed.length = 0;
});
afterEach(() => world.remove());

/** Runs `attack`, expects it refused with `message`, and the store exactly as it was. */
async function expectRefusedAndNothingChanged(attack: () => Promise<unknown>, message: string) {
  const before = storeSnapshot(world.root);
  const refusal = attack();
  await expect(refusal).rejects.toThrow(RefusedError);
  await expect(refusal).rejects.toThrow(message);
  expect(storeSnapshot(world.root)).toEqual(before);
}

const deployFeed = (from: string) => deploy({ apps: [feed], from }, world.context);

describe('a build taken with --from', () => {
  test('holding a link to a secret of the deploying machine is refused: nothing served, nothing chmodded', async () => {
    const secret = join(outside, 'deployer-key.pem');
    writeFileSync(secret, 'the deploying machine’s private key\n');
    chmodSync(secret, 0o600);
    const build = world.buildOf(feed, { marker: 'linked' });
    symlinkSync(secret, join(build, 'static/js/leak.js'));

    await expectRefusedAndNothingChanged(
      () => deployFeed(build),
      `feed-app not deployed: ${build} holds static/js/leak.js, a symbolic link: a build holds plain files and folders only.\nThe pointers are unchanged.`,
    );
    // Not made read-only through the link, as a version's files are.
    expect(statSync(secret).mode & 0o777).toBe(0o600);
  });

  test("holding a link to a folder (the machine's /etc) is refused", async () => {
    const build = world.buildOf(feed, { marker: 'folder-link' });
    symlinkSync('/etc', join(build, 'static/etc'));
    await expectRefusedAndNothingChanged(
      () => deployFeed(build),
      `${build} holds static/etc, a symbolic link: a build holds plain files and folders only.`,
    );
  });

  test('holding a named pipe (a copy that hangs or reads a live stream) is refused', async () => {
    const build = world.buildOf(feed, { marker: 'pipe' });
    execFileSync('mkfifo', [join(build, 'static/js/pipe.js')]);
    await expectRefusedAndNothingChanged(
      () => deployFeed(build),
      `${build} holds static/js/pipe.js, a named pipe: a build holds plain files and folders only.`,
    );
  });

  test("whose routes.json writes a server block into nginx's configuration is refused", async () => {
    const path = '/home";\n  }\n  server { listen 9999; root /; }\n  map $uri $x {\n    "~^/x';
    const build = world.buildOf(feed, {
      marker: 'injected',
      routes: [{ path, page: 'HomePage', what: 'The feed', access: 'public' }],
    });
    await expectRefusedAndNothingChanged(
      () => deployFeed(build),
      `${build}'s routes.json: feed-app's route 1 has the path ${JSON.stringify(path)}: a route's path is segments of letters, digits and - . _ ~ (not . or ..), :parameters and a last *.`,
    );
  });

  test('whose route climbs out of the store with ../ is refused', async () => {
    const build = world.buildOf(feed, {
      marker: 'climbing',
      routes: [{ path: '/../../escaped', page: 'HomePage', what: 'The feed', access: 'public' }],
    });
    await expectRefusedAndNothingChanged(
      () => deployFeed(build),
      `feed-app's route 1 has the path "/../../escaped"`,
    );
  });
});

/** remotes.json with `edit` made to it, as a hand edit or a writer with access would. */
const craft = (edit: (json: Record<string, Record<string, unknown>>) => void) => {
  const json = JSON.parse(world.read('remotes.json')) as Record<string, Record<string, unknown>>;
  edit(json);
  writeFileSync(join(world.root, 'remotes.json'), `${JSON.stringify(json, null, 2)}\n`);
};
const aRemote = (routes: unknown[]) => ({
  version: 'v1',
  manifest: '/apps/feed-app/v1/mf-manifest.json',
  routes,
});
const route = (path: string) => ({ path, page: 'HomePage', what: 'A page', access: 'public' });

describe('a crafted remotes.json', () => {
  test("naming a remote ../../escaped (its page's file would be written outside the store) is refused", async () => {
    craft((json) => {
      json['../../escaped'] = aRemote([route('/escaped')]);
    });
    await expectRefusedAndNothingChanged(
      () => deployFeed(world.buildOf(feed, { marker: 'next' })),
      'feed-app not deployed: remotes.json names the remote "../../escaped": a name is lower-case letters, digits and dashes, starting with a letter.\nThe pointers are unchanged.',
    );
    expect(existsSync(join(outside, 'escaped.html'))).toBe(false);
    // nginx is given no configuration from it either.
    expect(() => firstScreenMaps(world.root)).toThrow(
      'remotes.json names the remote "../../escaped"',
    );
  });

  test('naming a version ../../shell/v1 (a path into another app) is refused by every command', async () => {
    craft((json) => {
      json.feed!.version = '../../shell/v1';
    });
    const message =
      'remotes.json\'s entry "feed" names the version "../../shell/v1": a version is "v" and a number (v1, v2, …).';
    await expectRefusedAndNothingChanged(
      () =>
        deploy(
          { apps: [appByName('post')], from: world.buildOf(appByName('post')) },
          world.context,
        ),
      message,
    );
    await expectRefusedAndNothingChanged(() => rollback(feed, 'v1', world.context), message);
    await expectRefusedAndNothingChanged(() => cleanStore({ keepDays: 0 }, world.context), message);
  });

  test("whose route writes a line into nginx's configuration is refused, by deploys and by nginx", async () => {
    const path = '/x" /index.html;\n  }\n  server { listen 9999; root /;';
    craft((json) => {
      json.feed!.canary = { ...aRemote([route(path)]), percent: 10 };
    });
    const message = `remotes.json's entry "feed" has a route that has the path ${JSON.stringify(path)}`;
    await expectRefusedAndNothingChanged(
      () => deployFeed(world.buildOf(feed, { marker: 'next' })),
      message,
    );
    expect(() => firstScreenMaps(world.root)).toThrow(message);
  });

  test('naming a manifest that is neither the store’s nor a plain URL is refused', async () => {
    craft((json) => {
      json.other = { version: 'v1', manifest: '/apps/../../../etc/mf-manifest.json' };
    });
    await expectRefusedAndNothingChanged(
      () => deployFeed(world.buildOf(feed, { marker: 'next' })),
      'remotes.json\'s entry "other" names the manifest "/apps/../../../etc/mf-manifest.json"',
    );
  });
});

test('an index.html naming a crafted shell version is refused, not followed', async () => {
  const page = world.read('index.html').replace('content="v1"', 'content="../../../etc"');
  writeFileSync(join(world.root, 'index.html'), page);
  await expectRefusedAndNothingChanged(
    () => deploy({ apps: [host], from: world.buildOf(host, { marker: 'next' }) }, world.context),
    'index.html names the version "../../../etc": a version is "v" and a number (v1, v2, …).',
  );
});

test('a releases.log line naming a crafted version (the last good one would be it) is refused', async () => {
  const line = { at: new Date().toISOString(), action: 'deploy', app: 'feed-app', version: 'v1' };
  writeFileSync(
    join(world.root, 'releases.log'),
    `${world.read('releases.log')}${JSON.stringify({ ...line, previous: null, live: '../../shell/v1', canary: null, by: 'x', summary: 'x' })}\n`,
  );
  await expectRefusedAndNothingChanged(
    () => deployFeed(world.buildOf(feed, { marker: 'next' })),
    'releases.log\'s line 6 names the version "../../shell/v1"',
  );
});

test('rollback --to a crafted version is refused naming it', async () => {
  await expectRefusedAndNothingChanged(
    () => rollback(feed, '../../shell/v1', world.context),
    'feed-app not rolled back: --to names the version "../../shell/v1": a version is "v" and a number (v1, v2, …).',
  );
});

describe('a crafted previews.json', () => {
  const entry = {
    app: 'feed-app',
    remote: 'feed',
    name: 'new-feed',
    version: 'v1',
    manifest: '/apps/feed-app/v1/mf-manifest.json',
    created: new Date().toISOString(),
    expires: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  };
  const cases: [string, Record<string, unknown>, string][] = [
    ['a name', { name: '../../escaped' }, 'names the preview "../../escaped"'],
    ['a version', { version: '../../shell/v1' }, 'names the version "../../shell/v1"'],
    ['an app', { app: '../../etc' }, 'names the app "../../etc"'],
    [
      'a manifest elsewhere',
      { manifest: 'https://attacker.example/mf-manifest.json' },
      'names the manifest "https://attacker.example/mf-manifest.json": a preview\'s is its version\'s, /apps/feed-app/v1/mf-manifest.json.',
    ],
    [
      'a lifetime of decades',
      { expires: '2099-01-01T00:00:00.000Z' },
      `runs from ${JSON.stringify(entry.created)} to "2099-01-01T00:00:00.000Z": a preview lasts at most 30 days.`,
    ],
  ];
  test.each(cases)(
    'naming %s is refused by deploys and the cleaning',
    async (_, crafted, message) => {
      writeFileSync(
        join(world.root, 'previews.json'),
        `${JSON.stringify([{ ...entry, ...crafted }], null, 2)}\n`,
      );
      await expectRefusedAndNothingChanged(
        () =>
          deploy(
            {
              apps: [feed],
              from: world.buildOf(feed, { marker: 'next' }),
              preview: { name: 'other', days: 1 },
            },
            world.context,
          ),
        `previews.json's preview 1 ${message}`,
      );
      await expectRefusedAndNothingChanged(
        () => cleanStore({ keepDays: 0 }, world.context),
        `previews.json's preview 1 ${message}`,
      );
    },
  );
});
