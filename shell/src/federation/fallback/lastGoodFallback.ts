/**
 * When the version of a remote this page takes cannot be used (it does not load after a few
 * tries, a file of it is refused for its bytes, the compatibility gate refuses it, or its page
 * throws on its first render), the page takes the remote's last good version from the release
 * store for the rest of its life, quietly, and says so on `window` (releaseEvents.ts). Only
 * versions the pointer names are taken: never code from outside the store.
 *
 * The federation runtime keeps a remote by name, so the remote is registered again at the
 * fallback's manifest with `force` (which drops what the runtime cached of it), and the globals a
 * remote's build leaves on the page are cleared: its container (`var feed`, which the runtime
 * would otherwise take as already loaded) and its chunk registry (`rspackChunkfeed`, which the
 * other version's runtime would otherwise read modules from).
 */
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  dispatchRemoteFallback,
  dispatchRemoteLoadFailed,
  type RemoteFailureReason,
} from '../../releases/releaseEvents';
import { guardsOf, pinVersion } from '../integrity/pinPointer';
import { judgeOnly, refusalOf } from '../integrity/refusedFiles';

const fallenBack = new Map<string, string>();

/** The version of a remote this page runs now: its fallback's once it fell back. */
export function versionInUse(remote: string): string | null {
  return fallenBack.get(remote) ?? guardsOf(remote)?.current.version ?? null;
}

/**
 * Whether the page may still fall back for this remote: it has not yet, the pointer names a
 * version to fall back to, and the remote is registered where the pointer says (an override
 * points elsewhere, and stays there).
 */
export function canFallBack(remote: string): boolean {
  const guards = guardsOf(remote);
  if (fallenBack.has(remote) || !guards?.fallback) return false;
  const registered = getInstance()?.options.remotes.find((entry) => entry.name === remote);
  return !registered || !('entry' in registered) || registered.entry === guards.current.manifest;
}

/** Why a remote's load failed, for the reports. */
export async function failureReason(remote: string, error: unknown): Promise<RemoteFailureReason> {
  if (await refusalOf(remote)) return 'integrity';
  if (error instanceof Error && error.name === 'IncompatibleRemoteError') return 'incompatible';
  return 'network';
}

function forgetRemoteGlobals(remote: string): void {
  Object.assign(globalThis, { [remote]: undefined, [`rspackChunk${remote}`]: [] });
}

/**
 * Reports the failure of the version in use, and moves the remote to its fallback when it may.
 * Resolves whether it did.
 */
export function fallBack(remote: string, reason: RemoteFailureReason): boolean {
  const failed = versionInUse(remote);
  // A refusal was reported with its file as it was found.
  if (reason !== 'integrity') dispatchRemoteLoadFailed({ app: remote, version: failed, reason });
  if (!canFallBack(remote)) return false;
  const fallback = guardsOf(remote)!.fallback!;
  const toVersion = fallback.version ?? fallback.manifest;
  fallenBack.set(remote, toVersion);
  judgeOnly(remote, fallback.version);
  pinVersion(remote, fallback);
  forgetRemoteGlobals(remote);
  registerRemotes([{ name: remote, entry: fallback.manifest }], { force: true });
  console.warn(
    `Murmur runs the "${remote}" app ${toVersion}: ${failed ?? 'its version'} failed (${reason}).`,
  );
  dispatchRemoteFallback({ app: remote, fromVersion: failed, toVersion, reason });
  return true;
}

/** Forgets every fallback (tests). */
export function forgetFallbacks(): void {
  fallenBack.clear();
}
