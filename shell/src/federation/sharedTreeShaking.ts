/**
 * Which copy of each trimmed shared library the page loads: the shell's trimmed one, or the
 * whole library, decided once for the page before any of them loads.
 *
 * Module Federation's shared tree shaking builds every app with a trimmed copy of Redux Toolkit,
 * react-redux and React Router (the names it imports, plus SHARED_EXPORTS) and a full copy
 * beside it, and its runtime is meant to give a consumer the full copy when the trimmed one
 * lacks a name it needs. With singletons it does not (2.9.2: `runtime-infer` compares export
 * lists only for non-singletons, and only on a version miss): a remote that needs a name the
 * shell's copy lacks gets the shell's copy and fails. Handing that remote the full copy would
 * not do either: a second react-redux has its own React context.
 *
 * So the shell decides for the page, from what every remote declares in its manifest
 * (`usedExports`, written by our build): when the shell's trimmed copy has every name that the
 * shell and the remotes of remotes.json import, every app uses it; otherwise every app uses the
 * full library (the fallback Module Federation built). Either way there is one copy, and a
 * remote deployed later with a new name works, at the cost of the full library's bytes.
 * Keys that must decide together (a library and one that re-exports it) form one group.
 *
 * A runtime plugin of the shell's build (federation.ts), so it runs in the shell's entry: it
 * must not import a shared module. What it imports is bundled with the federation runtime, where
 * the build does not tree-shake a package's index: importing `@murmur/contract` itself brought the
 * whole contract (its messages, seed and readers, 7 kB gzip) into main.js, so this graph takes
 * the contract's small subpaths instead (`/page-marks`, `/is-object`), as its test holds.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { previewAsked } from '../releases/previews/previewRequest';
import type { RemoteManifest } from './manifestShape';
import { fetchRemoteManifests } from './remoteManifests';

/** The share keys that decide together. */
const GROUPS: readonly (readonly string[])[] = [
  ['@reduxjs/toolkit'],
  ['react-redux'],
  ['react-router-dom'],
];

declare const __webpack_require__: {
  federation?: { usedExports?: Record<string, string[] | undefined> };
};

/** Names the shell's trimmed copy of each library holds (its build's `usedExports`). */
function shellCopies(): Record<string, string[] | undefined> {
  return __webpack_require__.federation?.usedExports ?? {};
}

/** Keys whose trimmed copy covers the page: every remote's names are in the shell's copy. */
export function keysServedTrimmed(
  provided: Record<string, readonly string[] | undefined>,
  manifests: readonly (RemoteManifest | null)[],
): Set<string> {
  const covered = (key: string) => {
    const have = provided[key];
    if (!have || have.length === 0) return false;
    return manifests.every((manifest) => {
      // A remote that cannot be read might need anything.
      if (!manifest) return false;
      const entry = manifest.shared?.find((shared) => shared.name === key);
      if (!entry) return true; // it does not share this library at all
      const needs = entry.usedExports;
      return !!needs && needs.length > 0 && needs.every((name) => have.includes(name));
    });
  };
  return new Set(GROUPS.filter((group) => group.every(covered)).flat());
}

interface ShareSlot {
  get: () => unknown;
  treeShaking?: { get?: () => unknown };
}

type Scopes = Record<string, Record<string, Record<string, ShareSlot>>>;

/** Starts downloading the trimmed copy's files (a getter loads them; nothing runs yet). */
function prefetchTrimmed(scopes: Scopes, key: string) {
  for (const scope of Object.values(scopes)) {
    for (const slot of Object.values(scope[key] ?? {})) {
      void Promise.resolve(slot.treeShaking?.get?.()).catch(() => undefined);
    }
  }
}

/**
 * Makes the registered copy of `key` the chosen one: the runtime then serves it to every app as
 * an ordinary singleton. (Its `get` loads the full library; its `treeShaking.get` the trimmed.)
 */
function settle(scopes: Scopes, key: string, trimmed: boolean) {
  for (const scope of Object.values(scopes)) {
    for (const slot of Object.values(scope[key] ?? {})) {
      const trimmedGet = slot.treeShaking?.get;
      if (trimmed && trimmedGet) slot.get = trimmedGet;
      delete slot.treeShaking;
    }
  }
}

export default function sharedTreeShakingPlugin(): ModuleFederationRuntimePlugin {
  const keys = new Set(GROUPS.flat());
  let decided: Promise<void> | null = null;
  return {
    name: 'murmur-shared-tree-shaking',
    async beforeLoadShare(args) {
      if (!keys.has(args.pkgName)) return args;
      // The trimmed copy is the likely answer: download it while the manifests are read.
      prefetchTrimmed(args.origin.shareScopeMap as unknown as Scopes, args.pkgName);
      // A preview's needs are known only once the store has named it, too late: a page asked
      // for one takes the full libraries (a null manifest might need anything).
      decided ??= (previewAsked() ? Promise.resolve([null]) : fetchRemoteManifests())
        .catch(() => [null])
        .then((manifests) => {
          const trimmed = keysServedTrimmed(shellCopies(), manifests);
          const scopes = args.origin.shareScopeMap as unknown as Scopes;
          for (const key of keys) settle(scopes, key, trimmed.has(key));
          const full = [...keys].filter((key) => !trimmed.has(key));
          if (full.length > 0) {
            console.info(`Murmur loads the whole ${full.join(', ')}: a remote needs more of it.`);
          }
        });
      await decided;
      if (args.shareInfo) delete (args.shareInfo as { treeShaking?: unknown }).treeShaking;
      return args;
    },
  };
}
