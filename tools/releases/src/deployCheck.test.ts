import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployCheck } from './deployCheck';

const repoRoot = join(__dirname, '../../..');
let folder: string;

/** A build folder holding only a manifest, as `npm run build` writes it. */
function build(name: string, manifest: object) {
  const dir = join(folder, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const shared = (name: string, version: string, requiredVersion = `^${version}`) => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'murmur-deploy-check-'));
  build('shell', {
    metaData: { name: 'shell', buildInfo: { buildName: '@murmur/shell' } },
    shared: [shared('@murmur/core', '1.0.0'), shared('react', '19.3.1')],
  });
  build('feed-ok', {
    metaData: { name: 'feed', buildInfo: { buildName: '@murmur/feed-app' } },
    shared: [shared('@murmur/core', '1.0.0'), shared('react', '19.3.1')],
  });
  build('feed-newer', {
    metaData: { name: 'feed', buildInfo: { buildName: '@murmur/feed-app' } },
    shared: [shared('@murmur/core', '1.1.0'), shared('react', '19.3.1')],
  });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('deploy:check', () => {
  it('passes a remote built against the core the shell has, one line per library', async () => {
    const result = await deployCheck(join(folder, 'feed-ok'), join(folder, 'shell'));
    expect(result).toEqual({
      ok: true,
      lines: [
        'ok    @murmur/core ^1.0.0: the shell has 1.0.0',
        'ok    react ^19.3.1: the shell has 19.3.1',
        'feed-app can run under this shell.',
      ],
    });
  });

  it('fails a remote that needs a newer core, saying what to deploy first', async () => {
    const result = await deployCheck(join(folder, 'feed-newer'), join(folder, 'shell'));
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual([
      'FAIL  feed-app needs @murmur/core ^1.1.0; this shell has 1.0.0: deploy the shell first',
      'ok    react ^19.3.1: the shell has 19.3.1',
      'feed-app cannot run under this shell.',
    ]);
  });

  it('exits 1 on the command line when the remote cannot run, 0 when it can', () => {
    const run = (remote: string) =>
      spawnSync(
        join(repoRoot, 'node_modules/.bin/jiti'),
        [
          join(repoRoot, 'tools/releases/commands/deploy-check.ts'),
          join(folder, remote),
          '--shell',
          join(folder, 'shell'),
        ],
        { encoding: 'utf8' },
      );
    const refused = run('feed-newer');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(
      'FAIL  feed-app needs @murmur/core ^1.1.0; this shell has 1.0.0: deploy the shell first',
    );
    expect(run('feed-ok').status).toBe(0);
  });
});

describe('deploy:check, the paths a remote declares', () => {
  /** The shell's remotes.json beside its build, each remote with its routes. */
  const shellServing = (routes: Record<string, { path: string }[]>) =>
    writeFileSync(
      join(folder, 'shell', 'remotes.json'),
      JSON.stringify(
        Object.fromEntries(
          Object.entries(routes).map(([name, declared]) => [
            name,
            { manifest: `http://localhost/${name}/mf-manifest.json`, routes: declared },
          ]),
        ),
      ),
    );
  const route = (path: string) => ({ path, page: 'Page', what: 'A page', access: 'signed-in' });

  it('refuses a remote claiming a path another remote serves, naming both', async () => {
    shellServing({ feed: [route('/home')], post: [route('/posts/:postId')] });
    const messages = build('messages', {
      metaData: { name: 'messages', buildInfo: { buildName: '@murmur/messages-app' } },
      shared: [shared('@murmur/core', '1.0.0')],
    });
    writeFileSync(join(messages, 'routes.json'), JSON.stringify([route('/home')]));

    const result = await deployCheck(messages, join(folder, 'shell'));
    expect(result.ok).toBe(false);
    expect(result.lines).toContain(
      'FAIL  messages-app and feed both serve /home: a path belongs to one remote.',
    );
    expect(result.lines.at(-1)).toBe('messages-app cannot run under this shell.');
  });

  it('passes a new version of a remote that keeps its own paths', async () => {
    shellServing({ feed: [route('/home')] });
    writeFileSync(join(folder, 'feed-ok', 'routes.json'), JSON.stringify([route('/home')]));
    const result = await deployCheck(join(folder, 'feed-ok'), join(folder, 'shell'));
    expect(result.ok).toBe(true);
    expect(result.lines).toContain('ok    1 route(s): no other remote of the shell serves them');
  });
});
