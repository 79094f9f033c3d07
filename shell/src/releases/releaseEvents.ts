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

/**
 * Each event is also a mark on the page's performance timeline, with its detail: the devtools
 * panel, loaded only when opened, reads them there (so it knows why a remote runs the version
 * it does even when it fell back before), and so does the browser's own performance panel.
 */
function dispatch(type: string, detail: RemoteLoadFailedDetail | RemoteFallbackDetail): void {
  performance.mark?.(type, { detail });
  window.dispatchEvent(new CustomEvent(type, { detail }));
}

export function dispatchRemoteLoadFailed(detail: RemoteLoadFailedDetail): void {
  dispatch(REMOTE_LOAD_FAILED_EVENT, detail);
}

export function dispatchRemoteFallback(detail: RemoteFallbackDetail): void {
  dispatch(REMOTE_FALLBACK_EVENT, detail);
}
