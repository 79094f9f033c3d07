/**
 * What this page runs, gathered for the panel when it opens and again as things happen, from
 * the page itself rather than the start-up's modules (which would cost the first screen bytes,
 * shellKeys.ts): the federation runtime's registrations and share scope, remotes.json, the tab's
 * storage (bucket, preview, overrides), the release events' marks, the shell's meta tag, the
 * files' timings, and the faults in effect (their own chunk).
 */
import type { RemoteFallbackDetail, RemoteLoadFailedDetail } from '../../releases/releaseEvents';
import { chaosInEffect } from '../chaos/installChaos';
import { hostInstance } from '../federationInstance';
import type { ChaosRequest } from '../chaos/chaosRequest';
import { remoteLoading, type RemoteLoading } from './remoteLoading';
import { remoteRun, type RemoteRun } from './remoteRuns';
import { sharedLibraries, type ShareScope, type SharedLibrary } from './sharedLibraries';
import {
  BUCKET_KEY,
  FALLBACK_EVENT,
  LOAD_FAILED_EVENT,
  OVERRIDE_PREFIX,
  PREVIEW_KEY,
  SHELL_VERSION_META,
} from './shellKeys';

export interface PageFacts {
  shell: { version: string; from: string };
  bucket: number | null;
  remotes: (RemoteRun & { loading: RemoteLoading })[];
  shared: SharedLibrary[];
  chaos: { allowed: boolean; inEffect: ChaosRequest | null };
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The details of the release events so far, from their marks (releaseEvents.ts). */
function marked<T>(name: string): T[] {
  return performance
    .getEntriesByName(name, 'mark')
    .map((mark) => (mark as PerformanceMark).detail as T);
}

async function remotesJson(): Promise<Record<string, unknown>> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function previewAsked(): { app: string; name: string } | null {
  try {
    const asked = JSON.parse(stored(PREVIEW_KEY) ?? 'null') as {
      app?: unknown;
      name?: unknown;
    } | null;
    return typeof asked?.app === 'string' && typeof asked.name === 'string'
      ? { app: asked.app, name: asked.name }
      : null;
  } catch {
    return null;
  }
}

function shellOfThisPage(): PageFacts['shell'] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SHELL_VERSION_META}"]`);
  const script = document.querySelector<HTMLScriptElement>('script[src*="/static/js/"]');
  const from = script
    ? script.src.slice(0, script.src.indexOf('static/js/'))
    : window.location.origin;
  return { version: meta?.content || 'unversioned', from };
}

export async function readPageFacts(): Promise<PageFacts> {
  const pointers = await remotesJson();
  const instance = hostInstance();
  const registered = new Map(
    (instance?.options.remotes ?? []).map((remote) => [
      remote.name,
      'entry' in remote ? remote.entry : null,
    ]),
  );
  const bucketText = stored(BUCKET_KEY);
  const bucket = bucketText === null ? null : Number(bucketText);
  const preview = previewAsked();
  const fallbacks = marked<RemoteFallbackDetail>(FALLBACK_EVENT);
  const failures = marked<RemoteLoadFailedDetail>(LOAD_FAILED_EVENT);
  const remotes = [...registered.keys()].map((remote) => {
    const run = remoteRun({
      remote,
      entry: pointers[remote],
      bucket,
      registered: registered.get(remote) ?? null,
      overrideAsked: stored(`${OVERRIDE_PREFIX}${remote}`) !== null,
      previewAsked: preview,
      fallback: fallbacks.findLast((entry) => entry.app === remote) ?? null,
      failures: failures.filter((entry) => entry.app === remote),
      base: window.location.href,
    });
    return { ...run, loading: remoteLoading(run.from) };
  });
  const onPreview = remotes.some((run) => run.why === 'preview');
  return {
    shell: shellOfThisPage(),
    bucket,
    remotes,
    shared: sharedLibraries(instance?.shareScopeMap?.default as ShareScope | undefined),
    // Faults are made only in a development build or a preview session (chaos/startChaos.ts).
    chaos: {
      allowed: process.env.NODE_ENV !== 'production' || onPreview,
      inEffect: chaosInEffect(),
    },
  };
}
