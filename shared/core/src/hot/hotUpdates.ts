/**
 * What core's page-lifetime modules need to survive a hot update, in development.
 *
 * In `npm start`, an edit to core re-runs the edited module and the core modules that import
 * it, and every app then reads the new exports (shared/build/hot/liveCore.cjs). Most modules
 * are plain functions and lose nothing. The few that hold what the page must keep (the store,
 * its listeners, the data channel, the running cross-tab sync) hand it to their next version
 * through the bundler's hot module API, here. Outside a dev server there is no hot API: each
 * call simply creates or starts.
 */

/** The part of the bundler's `module.hot` (webpack's hot module API) used here. */
export interface HotModule {
  /** What the previous version of this module left in `dispose`, after a hot update. */
  data?: Record<string, unknown>;
  dispose(handler: (data: Record<string, unknown>) => void): void;
}

/**
 * `module.hot` on the modules a dev server runs (undefined elsewhere: production builds, Jest).
 * Declared here, where every module that reads it imports from.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Node's Module type is declared in the NodeJS namespace; augmenting it means naming it.
  namespace NodeJS {
    interface Module {
      hot?: HotModule;
    }
  }
}

/**
 * The value this module's previous version kept under `key`, adopted (`adopt` brings it up to
 * date with the new code); or, the first time, a new one. Either way it is kept again for the
 * next version.
 */
export function keptAcrossHotUpdates<T>(
  hot: HotModule | undefined,
  key: string,
  create: () => T,
  adopt?: (kept: T) => void,
): T {
  const previous = hot?.data?.[key] as T | undefined;
  const value = previous ?? create();
  if (previous !== undefined) adopt?.(previous);
  hot?.dispose((data) => {
    data[key] = value;
  });
  return value;
}

type Start<A extends unknown[]> = (...args: A) => () => void;

interface Running<A extends unknown[]> {
  args: A;
  stop: () => void;
}

/**
 * `start` (which returns its own stop), made to follow hot updates: what was started with the
 * previous version of this module is stopped and started again with the new code, with the
 * same arguments, so a running effect never keeps old code.
 */
export function restartedOnHotUpdate<A extends unknown[]>(
  hot: HotModule | undefined,
  key: string,
  start: Start<A>,
): Start<A> {
  const running = keptAcrossHotUpdates(
    hot,
    key,
    () => new Set<Running<A>>(),
    (kept) => {
      for (const effect of kept) {
        effect.stop();
        effect.stop = start(...effect.args);
      }
    },
  );
  return (...args) => {
    const effect: Running<A> = { args, stop: start(...args) };
    running.add(effect);
    return () => {
      effect.stop();
      running.delete(effect);
    };
  };
}
