/**
 * Loading a remote's module as a page needs it. In a release store whose pointer names a version
 * to fall back to, a failure that may pass (the network) is tried again a bounded number of
 * times, with a growing pause; then the remote's last good version is taken
 * (lastGoodFallback.ts); only when that fails too does the failure reach the page. Elsewhere
 * (`npm run serve`, dev servers, a remote already on its fallback) a failure reaches the page at
 * once, where "Try again" is the person's.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteNameOf } from '../RemoteLoadError';
import { canFallBack, failureReason, fallBack } from './lastGoodFallback';

/** The pauses before each new try, in milliseconds: three tries in all. */
export const RETRY_PAUSES_MS = [300, 900];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(remote: string, load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const pauseMs = RETRY_PAUSES_MS[attempt];
      // Refused bytes or a refused build will not change by asking again.
      if (pauseMs === undefined || (await failureReason(remote, error)) !== 'network') throw error;
      await pause(pauseMs);
    }
  }
}

export async function loadRemoteGuarded<T>(id: string): Promise<T | null> {
  const remote = remoteNameOf(id);
  const load = () => loadRemote<T>(id);
  if (!canFallBack(remote)) return load();
  try {
    return await withRetries(remote, load);
  } catch (error) {
    if (!fallBack(remote, await failureReason(remote, error))) throw error;
    return withRetries(remote, load);
  }
}
