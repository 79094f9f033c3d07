/**
 * Why this page runs the version of a remote it does, and where from: by what the federation
 * runtime has it registered at, against what remotes.json names (live, the canary with this
 * browser's bucket, the last good), a preview this browser opened, a developer's override, or a
 * fallback after the version it took failed (with the failure). Pure: pageFacts.ts gathers the
 * facts from the page, this says what they mean.
 */
import type {
  RemoteFailureReason,
  RemoteFallbackDetail,
  RemoteLoadFailedDetail,
} from '../../releases/releaseEvents';

export type RunReason =
  'live' | 'canary' | 'preview' | 'override' | 'last good' | 'no store' | 'unknown';

export interface RemoteFacts {
  remote: string;
  /** Its entry of remotes.json. */
  entry: unknown;
  bucket: number | null;
  /** The manifest the runtime has it registered at (absolute). */
  registered: string | null;
  /** This tab asked to load it from elsewhere (`murmur.remote:<name>`). */
  overrideAsked: boolean;
  /** The preview this browser asked for, when it is of this remote's app. */
  previewAsked: { app: string; name: string } | null;
  fallback: RemoteFallbackDetail | null;
  failures: RemoteLoadFailedDetail[];
  /** Where relative manifests are resolved (the page). */
  base: string;
}

export interface RemoteRun {
  remote: string;
  version: string | null;
  why: RunReason;
  /** The reason, in a sentence. */
  because: string;
  /** What failed, when the page fell back. */
  failure: string | null;
  from: string | null;
}

const FAILURES: Record<RemoteFailureReason, string> = {
  network: 'did not load after three tries',
  integrity: 'a file of it was refused for its bytes',
  incompatible: 'the compatibility gate refused it',
  render: 'its page threw on its first render',
  other: 'it failed',
};

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

function absolute(manifest: unknown, base: string): string | null {
  try {
    return typeof manifest === 'string' ? new URL(manifest, base).href : null;
  } catch {
    return null;
  }
}

function failureOf(facts: RemoteFacts, fallback: RemoteFallbackDetail): string {
  const version = fallback.fromVersion ?? 'its version';
  const refused = facts.failures.find(
    (failure) => failure.reason === 'integrity' && failure.version === fallback.fromVersion,
  );
  const file = refused?.file ? ` (${refused.file} is not the file deployed)` : '';
  return `${version} failed: ${FAILURES[fallback.reason]}${file}.`;
}

/** `…/apps/feed-app/v6/mf-manifest.json` → `v6`. */
const versionInPath = (manifest: string) => /\/apps\/[^/]+\/([^/]+)\/[^/]*$/.exec(manifest)?.[1];

function byPointer(
  facts: RemoteFacts,
  pointer: Record<string, unknown>,
): Omit<RemoteRun, 'remote' | 'from' | 'failure'> | null {
  const { registered, bucket, base } = facts;
  const canary = record(pointer.canary);
  const percent = typeof canary?.percent === 'number' ? canary.percent : null;
  if (canary && registered === absolute(canary.manifest, base)) {
    return {
      version: String(canary.version),
      why: 'canary',
      because: `The canary, for ${percent} % of sessions: this browser’s bucket is ${bucket}, below ${percent}.`,
    };
  }
  if (registered === absolute(pointer.manifest, base)) {
    const others =
      canary && percent !== null
        ? ` (its canary ${String(canary.version)} goes to buckets below ${percent}; this browser’s is ${bucket})`
        : '';
    return {
      version: String(pointer.version),
      why: 'live',
      because: `The live version for everyone${others}.`,
    };
  }
  return null;
}

export function remoteRun(facts: RemoteFacts): RemoteRun {
  const { remote, registered } = facts;
  const base = { remote, from: registered, failure: null };
  if (facts.fallback) {
    const { toVersion } = facts.fallback;
    return {
      ...base,
      version: toVersion,
      why: 'last good',
      because: `The version this page took could not be used, so it runs ${toVersion}, the last good version, for the rest of its life.`,
      failure: failureOf(facts, facts.fallback),
    };
  }
  const pointer = record(facts.entry);
  const known = pointer && typeof pointer.version === 'string' ? byPointer(facts, pointer) : null;
  if (known) return { ...base, ...known };
  const preview = facts.previewAsked;
  if (preview && registered?.includes(`/apps/${preview.app}/`)) {
    return {
      ...base,
      version: versionInPath(registered) ?? null,
      why: 'preview',
      because: `This browser opened the preview “${preview.name}” by its link.`,
    };
  }
  if (facts.overrideAsked) {
    return {
      ...base,
      version: null,
      why: 'override',
      because: `This tab’s override (murmur.remote:${remote}) points it at ${registered}.`,
    };
  }
  // A manifest without a version (a string, or an entry with only its manifest and routes):
  // what `npm run serve` and the development servers write, not a release store's pointer.
  if (!pointer || typeof pointer.version !== 'string') {
    return {
      ...base,
      version: null,
      why: 'no store',
      because:
        'remotes.json names a manifest, not a release store’s version: a development server or npm run serve.',
    };
  }
  return {
    ...base,
    version: registered ? (versionInPath(registered) ?? null) : null,
    why: 'unknown',
    because:
      'A version remotes.json no longer names: it changed since this page started (a reload takes the new one).',
  };
}
