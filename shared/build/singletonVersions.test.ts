import { join } from 'node:path';
import { SINGLETON_PACKAGES } from './singletons';
import { readRepoSnapshot, singletonVersionProblems, type RepoSnapshot } from './singletonVersions';

const repoRoot = join(__dirname, '../..');

/** A repository where the shell and feed-app both pin React 19.3.1 and the lock installs it. */
function repoWith(changes: Partial<RepoSnapshot> = {}): RepoSnapshot {
  return {
    manifests: {
      'shell/package.json': { name: '@murmur/shell', dependencies: { react: '19.3.1' } },
      'feed-app/package.json': { name: '@murmur/feed-app', dependencies: { react: '19.3.1' } },
    },
    lockPackages: { 'node_modules/react': { version: '19.3.1' } },
    installed: () => '19.3.1',
    ...changes,
  };
}

describe('versions of the shared singletons', () => {
  it('covers every library the federation shares, once per package', () => {
    expect(SINGLETON_PACKAGES).toEqual([
      'react',
      'react-dom',
      'react-router-dom',
      'react-redux',
      '@reduxjs/toolkit',
      'react-hot-toast',
      '@murmur/core',
    ]);
  });

  it('in this repository: one version per singleton, pinned by every workspace and installed once', () => {
    expect(singletonVersionProblems(SINGLETON_PACKAGES, readRepoSnapshot(repoRoot))).toEqual([]);
  });

  it('reports two workspaces that pin different versions, naming both', () => {
    const repo = repoWith();
    repo.manifests['feed-app/package.json'] = {
      name: '@murmur/feed-app',
      dependencies: { react: '19.2.0' },
    };

    expect(singletonVersionProblems(['react'], repo)).toContain(
      'react: pinned at different versions: 19.3.1 (shell/package.json) vs 19.2.0 (feed-app/package.json)',
    );
  });

  it('reports a range, which lets one workspace drift from the others on the next install', () => {
    const repo = repoWith();
    repo.manifests['shell/package.json'] = {
      name: '@murmur/shell',
      devDependencies: { react: '^19.3.1' },
    };

    expect(singletonVersionProblems(['react'], repo)).toContain(
      'react: shell/package.json asks for "^19.3.1", not one exact version',
    );
  });

  it('reports a lock that installs another version or a second copy', () => {
    const repo = repoWith({
      lockPackages: {
        'node_modules/react': { version: '19.3.2' },
        'post-app/node_modules/react': { version: '19.3.1' },
      },
      installed: () => '19.3.2',
    });

    expect(singletonVersionProblems(['react'], repo)).toEqual([
      'react: package-lock.json installs 19.3.2, the workspaces pin 19.3.1',
      'react: package-lock.json installs a second copy at post-app/node_modules/react',
    ]);
  });

  it('reports node_modules out of step with the lock', () => {
    const repo = repoWith({ installed: () => '19.0.0' });

    expect(singletonVersionProblems(['react'], repo)).toEqual([
      'react: node_modules holds 19.0.0, package-lock.json says 19.3.1 (run npm install)',
    ]);
  });

  it("checks a workspace package against its own version, through the lock's link", () => {
    const repo: RepoSnapshot = {
      manifests: {
        'shared/core/package.json': { name: '@murmur/core', version: '1.1.0' },
        'shell/package.json': {
          name: '@murmur/shell',
          dependencies: { '@murmur/core': '1.0.0' },
        },
      },
      lockPackages: {
        'node_modules/@murmur/core': { link: true, resolved: 'shared/core' },
        'shared/core': { version: '1.1.0' },
      },
      installed: () => '1.1.0',
    };

    expect(singletonVersionProblems(['@murmur/core'], repo)).toEqual([
      '@murmur/core: pinned at different versions: 1.1.0 (shared/core/package.json) vs 1.0.0 (shell/package.json)',
    ]);
  });
});
