/**
 * Which pinned file the browser refused, and why a load failed. The browser refuses a file
 * whose bytes differ from its `integrity` without saying so to the page (a script's `error`
 * event, a fetch's TypeError, as for a network failure), so when a pinned file fails, it is
 * fetched once more and its hash compared: different bytes are a refusal, named by app, version
 * and file, and reported (`murmur:remote-load-failed`).
 */
import { dispatchRemoteLoadFailed } from '../../releases/releaseEvents';
import { pinnedFile, type PinnedFile } from './pinnedFiles';

/** A file of a remote's version whose bytes are not the ones deployed. */
export class RefusedFileError extends Error {
  readonly refused: PinnedFile;

  constructor(refused: PinnedFile) {
    const version = refused.version ? ` ${refused.version}` : '';
    super(
      `The "${refused.remote}" app${version} was refused: its file ${refused.file} is not the one that was deployed.`,
    );
    this.name = 'RefusedFileError';
    this.refused = refused;
  }
}

const checks = new Map<string, Promise<RefusedFileError | null>[]>();
/** Remote → the version it runs now, once it moved to another: the one whose files count. */
const judged = new Map<string, string | null>();

async function sha384Of(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

async function bytesDiffer(url: string, pin: PinnedFile): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return false; // missing, not tampered: a network failure
    return (await sha384Of(await response.arrayBuffer())) !== pin.integrity;
  } catch {
    return false;
  }
}

/** After a pinned file failed to load: was it refused for its bytes? Reported when it was. */
export function checkRefused(url: string): Promise<RefusedFileError | null> {
  const pin = pinnedFile(url);
  // A file of a version the remote left (a preload still under way) was reported already.
  if (!pin || (judged.has(pin.remote) && judged.get(pin.remote) !== pin.version)) {
    return Promise.resolve(null);
  }
  const check = bytesDiffer(url, pin).then((differ) => {
    if (!differ) return null;
    const refusal = new RefusedFileError(pin);
    console.error(refusal.message);
    dispatchRemoteLoadFailed({
      app: pin.remote,
      version: pin.version,
      reason: 'integrity',
      file: pin.file,
    });
    return refusal;
  });
  checks.set(pin.remote, [...(checks.get(pin.remote) ?? []), check]);
  return check;
}

/** The refusal among a remote's failed files, once every check of them is done. */
export async function refusalOf(remote: string): Promise<RefusedFileError | null> {
  const found = await Promise.all(checks.get(remote) ?? []);
  return found.find((refusal) => refusal !== null) ?? null;
}

/** Forgets a remote's refusals: the version it moved to is judged on its own. */
export function judgeOnly(remote: string, version: string | null): void {
  checks.delete(remote);
  judged.set(remote, version);
}
