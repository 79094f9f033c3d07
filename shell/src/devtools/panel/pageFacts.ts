/**
 * What the shell knows of this page, gathered for the panel when it opens and again as things
 * happen: remotes.json as the page started with it, the canary bucket, what the federation
 * runtime registered and shares, overrides, the preview, fallbacks and failures (the release
 * events kept since the start), the files' timings and pins, and the faults asked for.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { getActiveOverrides } from '../../federation/overrides/activeOverrides';
import { canaryBucket } from '../../releases/canaryBucket';
import { getActivePreview } from '../../releases/previews/activePreview';
import { previewOfThisPage } from '../../releases/previews/choosePreview';
import {
  REMOTE_FALLBACK_EVENT,
  REMOTE_LOAD_FAILED_EVENT,
  releaseEventsSoFar,
  type RemoteFallbackDetail,
  type RemoteLoadFailedDetail,
} from '../../releases/releaseEvents';
import { remotesJsonOfThisPage } from '../../releases/remotesJson';
import { shellVersion } from '../../telemetry/pageVersions';
import { chaosAllowed } from '../chaos/startChaos';
import { chaosInEffect } from '../chaos/installChaos';
import type { ChaosRequest } from '../chaos/chaosRequest';
import { remoteLoading, type RemoteLoading } from './remoteLoading';
import { remoteRun, type RemoteRun } from './remoteRuns';
import { sharedLibraries, type ShareScope, type SharedLibrary } from './sharedLibraries';

export interface PageFacts {
  shell: { version: string; from: string };
  bucket: number;
  remotes: (RemoteRun & { loading: RemoteLoading })[];
  shared: SharedLibrary[];
  /** A preview this browser asked for that the gate refused: why. */
  refusedPreview: string | null;
  chaos: { allowed: boolean; inEffect: ChaosRequest | null };
}

function eventsOf<T>(type: string): T[] {
  return releaseEventsSoFar
    .filter((event) => event.type === type)
    .map((event) => event.detail as T);
}

export async function readPageFacts(): Promise<PageFacts> {
  const [remotesJson, chosenPreview] = await Promise.all([
    remotesJsonOfThisPage().catch(() => ({}) as Record<string, unknown>),
    previewOfThisPage().catch(() => null),
  ]);
  const instance = getInstance();
  const registered = new Map(
    (instance?.options.remotes ?? []).map((remote) => [
      remote.name,
      'entry' in remote ? remote.entry : null,
    ]),
  );
  const overrides = getActiveOverrides();
  const activePreview = getActivePreview();
  const fallbacks = eventsOf<RemoteFallbackDetail>(REMOTE_FALLBACK_EVENT);
  const failures = eventsOf<RemoteLoadFailedDetail>(REMOTE_LOAD_FAILED_EVENT);
  const bucket = canaryBucket();
  const names = [...new Set([...Object.keys(remotesJson), ...registered.keys()])];
  const remotes = names.map((remote) => {
    const run = remoteRun({
      remote,
      entry: remotesJson[remote],
      bucket,
      registered: registered.get(remote) ?? null,
      override: overrides.find((entry) => entry.remote === remote)?.manifestUrl ?? null,
      preview:
        chosenPreview?.remote === remote
          ? { name: activePreview?.name ?? '?', version: chosenPreview.version }
          : null,
      fallback: fallbacks.findLast((entry) => entry.app === remote) ?? null,
      failures: failures.filter((entry) => entry.app === remote),
    });
    return { ...run, loading: remoteLoading(run.from) };
  });
  const shell = shellVersion();
  return {
    shell: { version: shell.version, from: shell.base },
    bucket,
    remotes,
    shared: sharedLibraries(instance?.shareScopeMap?.default as ShareScope | undefined),
    refusedPreview: activePreview?.refused
      ? `The preview ${activePreview.app} “${activePreview.name}” was refused: ${activePreview.refused}`
      : null,
    chaos: { allowed: chaosAllowed(chosenPreview !== null), inEffect: chaosInEffect() },
  };
}
