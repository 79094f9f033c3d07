import { compatibilityGatePlugin, IncompatibleRemoteError } from './compatibilityGatePlugin';

/** What the runtime hands the hook once it has read a remote's manifest. */
function snapshotArgs(coreRange: string) {
  return {
    options: {
      name: 'shell',
      shared: {
        '@murmur/core': [{ version: '1.0.0', from: 'shell' }],
        react: [{ version: '19.3.1', from: 'shell' }],
      },
    },
    moduleInfo: { name: 'feed', entry: 'http://localhost:4002/mf-manifest.json' },
    manifestJson: {
      metaData: { buildInfo: { buildName: '@murmur/feed-app' } },
      shared: [
        { name: '@murmur/core', requiredVersion: coreRange, singleton: true },
        { name: 'react', requiredVersion: '^19.3.1', singleton: true },
      ],
    },
    remoteSnapshot: {},
    from: 'manifest',
  };
}

type Hook = (args: ReturnType<typeof snapshotArgs>) => unknown;
const hook = compatibilityGatePlugin().loadRemoteSnapshot as unknown as Hook;

describe('the compatibility gate', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('lets a remote through when the shell has what it needs', () => {
    const args = snapshotArgs('^1.0.0');
    expect(hook(args)).toBe(args);
  });

  it('refuses a remote that needs a newer core, naming the app and both versions', () => {
    expect(() => hook(snapshotArgs('^1.1.0'))).toThrow(
      new IncompatibleRemoteError(
        'feed',
        'feed-app needs @murmur/core ^1.1.0; this shell has 1.0.0: deploy the shell first.',
      ),
    );
  });
});
