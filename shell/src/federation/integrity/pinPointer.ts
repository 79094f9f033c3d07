/**
 * Pins, from remotes.json, the versions this page takes: each remote's entry files and integrity
 * list (pointerGuards.ts). Called by every reader that may load a remote's file first (the
 * start-up's manifests, the registration); pinning again is harmless.
 */
import { guardsFor, type PinnedVersion, type RemoteGuards } from '../../releases/pointerGuards';
import { manifestFor } from '../../releases/remotesPointer';
import { pinFiles } from './pinnedFiles';
import { noteUnpinned } from './unpinnedVersions';

/** Each remote's guards as this page read them (null: not a release store's pointer). */
const guardsByRemote = new Map<string, RemoteGuards | null>();

/** What the pointer this page started with says of a remote's versions, once read. */
export const guardsOf = (remote: string) => guardsByRemote.get(remote) ?? null;

/** Pins a version's files; one named without hashes is noted, to be refused in production. */
export function pinVersion(remote: string, version: PinnedVersion): void {
  if (version.integrity) pinFiles(remote, version.version, version.manifest, version.integrity);
  else noteUnpinned(remote, version.version, version.manifest);
}

export function pinCurrentVersions(remotesJson: Record<string, unknown>, bucket: number): void {
  for (const [remote, entry] of Object.entries(remotesJson)) {
    const guards = guardsFor(entry, bucket);
    guardsByRemote.set(remote, guards);
    if (guards) {
      pinVersion(remote, guards.current);
      continue;
    }
    // A bare manifest URL: a store's pointer with no version and no hashes at all.
    const manifest = manifestFor(entry, bucket);
    if (manifest) noteUnpinned(remote, null, manifest);
  }
}
