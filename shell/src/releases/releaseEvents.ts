/**
 * What the shell tells the rest of the page about the loading of its remotes, as events on
 * `window`: a version that could not load, and a fallback to the app's last good version. The
 * shell's release guards dispatch them; telemetry listens (a fallback counts as an error for a
 * canary's judge). Nothing here imports a shared module.
 */
export const REMOTE_LOAD_FAILED_EVENT = 'murmur:remote-load-failed';
export const REMOTE_FALLBACK_EVENT = 'murmur:remote-fallback';

/** Why a version of a remote could not be used. */
export type RemoteFailureReason = 'network' | 'integrity' | 'incompatible' | 'render' | 'other';

export interface RemoteLoadFailedDetail {
  /** The remote's federation name, e.g. "feed". */
  app: string;
  /** Its version in the release store, or null outside one. */
  version: string | null;
  reason: RemoteFailureReason;
  /** The file refused, as its version's folder names it, when one was. */
  file?: string;
}

export interface RemoteFallbackDetail {
  app: string;
  fromVersion: string | null;
  toVersion: string;
  reason: RemoteFailureReason;
}

export interface ReleaseEventRecord {
  type: typeof REMOTE_LOAD_FAILED_EVENT | typeof REMOTE_FALLBACK_EVENT;
  detail: RemoteLoadFailedDetail | RemoteFallbackDetail;
}

/**
 * What was dispatched on this page so far, oldest first: the devtools panel, loaded only when
 * opened, says why a remote runs the version it does even when it fell back before then.
 */
export const releaseEventsSoFar: ReleaseEventRecord[] = [];
const KEPT_EVENTS = 50;

function dispatch(type: ReleaseEventRecord['type'], detail: ReleaseEventRecord['detail']): void {
  if (releaseEventsSoFar.length < KEPT_EVENTS) releaseEventsSoFar.push({ type, detail });
  window.dispatchEvent(new CustomEvent(type, { detail }));
}

export function dispatchRemoteLoadFailed(detail: RemoteLoadFailedDetail): void {
  dispatch(REMOTE_LOAD_FAILED_EVENT, detail);
}

export function dispatchRemoteFallback(detail: RemoteFallbackDetail): void {
  dispatch(REMOTE_FALLBACK_EVENT, detail);
}
