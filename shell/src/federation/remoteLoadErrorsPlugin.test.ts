import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './RemoteLoadError';
import {
  ManifestStatusError,
  describeRemoteFailure,
  remoteLoadErrorsPlugin,
} from './remoteLoadErrorsPlugin';

const FEED_MANIFEST = 'http://localhost:3002/mf-manifest.json';
const origin = {
  options: { remotes: [{ name: 'feed', entry: FEED_MANIFEST }] },
} as unknown as ModuleFederation;

const feedInfo = { name: 'feed', entry: FEED_MANIFEST } as ErrorHookArgs['remote'];

/** The runtime's own errors: a code, then arguments and advice for developers. */
const runtimeError = (code: string, detail = '') =>
  new Error(`[ Federation Runtime ]: Failed. #${code}\nargs: {"remoteName":"feed"}\n${detail}`);

type ErrorHookArgs = Parameters<
  NonNullable<ReturnType<typeof remoteLoadErrorsPlugin>['errorLoadRemote']>
>[0];

function errorHook(plugin = remoteLoadErrorsPlugin()) {
  const hook = plugin.errorLoadRemote!;
  return (args: Omit<ErrorHookArgs, 'origin' | 'from'>): Promise<unknown> =>
    Promise.resolve(hook({ from: 'runtime', origin, ...args } as ErrorHookArgs));
}

describe('describeRemoteFailure', () => {
  it.each([
    [new ManifestStatusError(404), 'answered 404 for its manifest'],
    [new TypeError('Failed to fetch'), 'did not answer'],
    [new SyntaxError('Unexpected token'), 'sent a manifest that could not be read'],
  ])('says how the manifest failed: %p', (manifestError, problem) => {
    expect(
      describeRemoteFailure('feed', FEED_MANIFEST, runtimeError('RUNTIME-003'), manifestError),
    ).toBe(`The "feed" app at http://localhost:3002 ${problem}.`);
  });

  it.each([
    [
      runtimeError('RUNTIME-008', 'ScriptNetworkError: Failed to load script'),
      'did not send its code',
    ],
    [runtimeError('RUNTIME-001'), 'sent code that failed to start'],
    [new Error('ScriptExecutionError: Script threw'), 'sent code that failed to start'],
    [new Error('pages.ts exploded\n    at factory'), 'failed to start: pages.ts exploded'],
  ])('says how its code failed: %p', (error, problem) => {
    expect(describeRemoteFailure('feed', FEED_MANIFEST, error, undefined)).toBe(
      `The "feed" app at http://localhost:3002 ${problem}.`,
    );
  });

  it('leaves the address out when the runtime does not know it', () => {
    expect(describeRemoteFailure('feed', '', new TypeError('x'), new TypeError('x'))).toBe(
      'The "feed" app did not answer.',
    );
  });
});

describe('remoteLoadErrorsPlugin', () => {
  const pageFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = pageFetch;
  });

  it('turns an HTTP error for the manifest into an error that keeps the status', async () => {
    const { fetch: fetchHook } = remoteLoadErrorsPlugin();
    globalThis.fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 404 } as Response)
      .mockResolvedValueOnce({ ok: true, status: 200 } as Response);

    await expect(fetchHook!(FEED_MANIFEST, {})).rejects.toEqual(new ManifestStatusError(404));
    await expect(fetchHook!(FEED_MANIFEST, {})).resolves.toMatchObject({ status: 200 });
  });

  it('lets the runtime clean up after a manifest failure, then reports it once the load fails', async () => {
    const emit = errorHook();
    const manifestFailure = new ManifestStatusError(404);

    await expect(
      emit({
        id: FEED_MANIFEST,
        error: manifestFailure,
        lifecycle: 'afterResolve',
        remote: feedInfo,
      }),
    ).resolves.toBeUndefined();

    const failure = emit({
      id: 'feed/pages',
      error: runtimeError('RUNTIME-003'),
      lifecycle: 'onLoad',
    });
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({
      remote: 'feed',
      message: 'The "feed" app at http://localhost:3002 answered 404 for its manifest.',
    });
  });

  it('forgets a manifest failure once reported: the next failure is judged on its own', async () => {
    const emit = errorHook();
    await emit({
      id: FEED_MANIFEST,
      error: new TypeError('Failed to fetch'),
      lifecycle: 'afterResolve',
      remote: feedInfo,
    });
    await emit({ id: 'feed/pages', error: runtimeError('RUNTIME-003'), lifecycle: 'onLoad' }).catch(
      () => undefined,
    );

    await expect(
      emit({ id: 'feed/pages', error: runtimeError('RUNTIME-001'), lifecycle: 'onLoad' }),
    ).rejects.toThrow('The "feed" app at http://localhost:3002 sent code that failed to start.');
  });

  it('offers no stand-in module for any other stage', async () => {
    const emit = errorHook();
    await expect(
      emit({ id: 'nobody/pages', error: new Error('no remote'), lifecycle: 'beforeRequest' }),
    ).resolves.toBeUndefined();
  });

  it("passes on another plugin's refusal in its own words, without the runtime's prefix", async () => {
    // The runtime's hook runner writes its prefix into the message of what a plugin throws.
    const refusal = new RemoteLoadError(
      'feed',
      '[ Federation Runtime ]: feed-app needs @murmur/core ^1.1.0; this shell has 1.0.0: deploy the shell first.',
    );

    const failure = errorHook()({ id: 'feed/pages', error: refusal, lifecycle: 'afterResolve' });

    await expect(failure).rejects.toBe(refusal);
    expect(refusal.message).toBe(
      'feed-app needs @murmur/core ^1.1.0; this shell has 1.0.0: deploy the shell first.',
    );
  });
});
