import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployCheck } from './deployCheck';

const repoRoot = join(__dirname, '../..');
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
          join(repoRoot, 'scripts/deploy-check.ts'),
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
