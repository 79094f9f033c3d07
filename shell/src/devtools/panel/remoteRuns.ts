/**
 * Why this page runs the version of a remote it does, and where it came from: live, the canary
 * (with this browser's bucket), a preview, a developer's override, or the last good version after
 * the one it took failed (with the failure), or a remote outside any release store. Pure: the
 * panel gathers what the shell knows (pageFacts.ts) and this says what it means.
 */
import type {
  RemoteFailureReason,
  RemoteFallbackDetail,
  RemoteLoadFailedDetail,
} from '../../releases/releaseEvents';

export type RunReason = 'live' | 'canary' | 'preview' | 'override' | 'last good' | 'no store';

export interface RemoteFacts {
  remote: string;
  /** Its entry of remotes.json as this page started with it. */
  entry: unknown;
  bucket: number;
  /** The manifest the runtime has it registered at now. */
  registered: string | null;
  override: string | null;
  preview: { name: string; version: string } | null;
  fallback: RemoteFallbackDetail | null;
  failures: RemoteLoadFailedDetail[];
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

function failureOf(facts: RemoteFacts, fallback: RemoteFallbackDetail): string {
  const version = fallback.fromVersion ?? 'its version';
  const refused = facts.failures.find(
    (failure) => failure.reason === 'integrity' && failure.version === fallback.fromVersion,
  );
  const file = refused?.file ? ` (${refused.file} is not the file deployed)` : '';
  return `${version} failed: ${FAILURES[fallback.reason]}${file}.`;
}

export function remoteRun(facts: RemoteFacts): RemoteRun {
  const { remote, registered } = facts;
  const pointer = record(facts.entry);
  const canary = record(pointer?.canary);
  const base = { remote, from: registered, failure: null };
  if (facts.override) {
    return {
      ...base,
      version: null,
      why: 'override',
      because: `This tab’s override (murmur.remote:${remote}) points it at ${facts.override}.`,
    };
  }
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
  if (facts.preview) {
    return {
      ...base,
      version: facts.preview.version,
      why: 'preview',
      because: `This browser opened the preview “${facts.preview.name}” by its link.`,
    };
  }
  if (!pointer || typeof pointer.version !== 'string') {
    return {
      ...base,
      version: null,
      why: 'no store',
      because:
        'remotes.json names a manifest, not a release store’s version: a development server or npm run serve.',
    };
  }
  const percent = typeof canary?.percent === 'number' ? canary.percent : null;
  if (canary && percent !== null && facts.bucket < percent) {
    return {
      ...base,
      version: typeof canary.version === 'string' ? canary.version : null,
      why: 'canary',
      because: `The canary, for ${percent} % of sessions: this browser’s bucket is ${facts.bucket}, below ${percent}.`,
    };
  }
  const others =
    percent !== null
      ? ` (its canary ${String(canary?.version)} goes to buckets below ${percent}; this browser’s is ${facts.bucket})`
      : '';
  return {
    ...base,
    version: pointer.version,
    why: 'live',
    because: `The live version for everyone${others}.`,
  };
}
