/**
 * A remote page that throws on its first render is a version that cannot be used, like one that
 * cannot load: the page falls back to the remote's last good version (lastGoodFallback.ts). Once
 * one of a remote's pages has rendered, a later crash is the page's own, shown as before.
 */
import { RemoteLoadError } from '../RemoteLoadError';
import { canFallBack, fallBack } from './lastGoodFallback';

const rendered = new Set<string>();
const waiting = new Map<string, (() => void)[]>();

/** Called once a page of the remote has rendered and committed. */
export function markRendered(remote: string): void {
  rendered.add(remote);
  for (const done of waiting.get(remote)?.splice(0) ?? []) done();
}

/** Settles once a page of the remote has rendered and committed. */
export function pageRendered(remote: string): Promise<void> {
  if (rendered.has(remote)) return Promise.resolve();
  return new Promise((done) => waiting.set(remote, [...(waiting.get(remote) ?? []), done]));
}

/** Whether a crash of a page of `remote` can be answered with its last good version. */
export function mayRecoverFromCrash(remote: string, error: unknown): boolean {
  return !(error instanceof RemoteLoadError) && !rendered.has(remote) && canFallBack(remote);
}

/** Moves the remote to its last good version after its page crashed on its first render. */
export function recoverFromCrash(remote: string): boolean {
  return fallBack(remote, 'render');
}

/** Forgets which remotes rendered (tests). */
export function forgetRendered(): void {
  rendered.clear();
}
