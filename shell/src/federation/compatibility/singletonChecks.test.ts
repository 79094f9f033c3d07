import { appLabel, describeUnmet, singletonChecks } from './singletonChecks';

const shell = { '@murmur/core': '1.2.0', react: '19.3.1', 'react-router-dom': '7.18.5' };

describe('singletonChecks', () => {
  it('passes a remote built against the same or an older core', () => {
    const checks = singletonChecks(
      [
        { name: '@murmur/core', requiredVersion: '^1.0.0', singleton: true },
        { name: 'react', requiredVersion: '^19.3.1', singleton: true },
      ],
      shell,
    );
    expect(checks).toEqual([
      { library: '@murmur/core', required: '^1.0.0', provided: '1.2.0', ok: true },
      { library: 'react', required: '^19.3.1', provided: '19.3.1', ok: true },
    ]);
  });

  it('refuses a remote that needs a newer core than the shell has', () => {
    const [check] = singletonChecks(
      [{ name: '@murmur/core', requiredVersion: '^1.3.0', singleton: true }],
      shell,
    );
    expect(check).toEqual({
      library: '@murmur/core',
      required: '^1.3.0',
      provided: '1.2.0',
      ok: false,
    });
    expect(describeUnmet('feed-app', check!)).toBe(
      'feed-app needs @murmur/core ^1.3.0; this shell has 1.2.0: deploy the shell first',
    );
  });

  it('refuses a major version the shell does not have, and a library it does not provide', () => {
    const checks = singletonChecks(
      [
        { name: 'react', requiredVersion: '^20.0.0', singleton: true },
        { name: 'react-hot-toast', requiredVersion: '^2.6.1', singleton: true },
      ],
      shell,
    );
    expect(checks.map((check) => check.ok)).toEqual([false, false]);
    expect(describeUnmet('post-app', checks[1]!)).toBe(
      'post-app needs react-hot-toast ^2.6.1; this shell has none: deploy the shell first',
    );
  });

  it('asks for a rebuild of a remote built against an older major version than the shell has', () => {
    const [check] = singletonChecks(
      [{ name: '@murmur/core', requiredVersion: '^1.0.0', singleton: true }],
      { '@murmur/core': '2.0.0' },
    );
    expect(check?.ok).toBe(false);
    expect(describeUnmet('feed-app', check!)).toBe(
      'feed-app needs @murmur/core ^1.0.0; this shell has 2.0.0: rebuild feed-app with it and deploy it again',
    );
  });

  it('ignores what is not a singleton or asks for no version', () => {
    expect(
      singletonChecks(
        [
          { name: 'date-fns', requiredVersion: '^9.0.0', singleton: false },
          { name: 'react', requiredVersion: '*', singleton: true },
          { name: 'react-dom', requiredVersion: false, singleton: true },
        ],
        shell,
      ),
    ).toEqual([{ library: 'react', required: '*', provided: '19.3.1', ok: true }]);
  });
});

describe('appLabel', () => {
  it('names an app by its package name without the scope', () => {
    expect(appLabel('@murmur/feed-app', 'feed')).toBe('feed-app');
    expect(appLabel(undefined, 'feed')).toBe('feed');
  });
});
