/**
 * The faults, as a federation runtime plugin registered after the shell's own (so its hooks run
 * after theirs), acting on one remote, each version of it:
 * - offline: its manifest does not arrive, as when its server is down (the page says the app
 *   "did not answer", tries again, falls back where a store gives a version to fall back to);
 * - slow: each load of it waits SLOW_MS first, so the page shows its loading state;
 * - throw: its pages throw as they first render, as a bug would (the page's error state, or
 *   its last good version in a store).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ChaosRequest } from './chaosRequest';

export const SLOW_MS = 4_000;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The remote's module with each page replaced by one that throws. The runtime hands back what
 * `onLoad` returns only when it is a function, so the pages ride on one; the shell reads a
 * page by its name (`exposed[page]`) and takes it either way.
 */
function throwingPages(remote: string, exposed: unknown): () => unknown {
  const names = typeof exposed === 'object' && exposed !== null ? Object.keys(exposed) : [];
  const pages = Object.fromEntries(
    names.map((name) => [
      name,
      function ThrowingPage(): never {
        throw new Error(
          `The "${remote}" app's ${name} throws on purpose (?chaos=${remote}:throw).`,
        );
      },
    ]),
  );
  return Object.assign(() => pages, pages);
}

export function chaosPlugin({ remote, fault }: ChaosRequest): ModuleFederationRuntimePlugin {
  const isTheRemote = (id: string) => id === remote || id.startsWith(`${remote}/`);
  return {
    name: 'murmur-chaos',

    async beforeRequest(args) {
      if (fault === 'slow' && isTheRemote(args.id)) await pause(SLOW_MS);
      return args;
    },

    // Runs after the shell's own fetch of the manifest, whose answer it then refuses.
    fetch(_url, _init, remoteInfo) {
      if (fault === 'offline' && remoteInfo?.name === remote) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return undefined;
    },

    async onLoad(args) {
      if (fault !== 'throw' || args.remote.name !== remote) return undefined;
      return throwingPages(remote, args.exposeModule);
    },
  };
}
