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

  /** `why` is said instead of "its file … is not the one that was deployed". */
  constructor(refused: PinnedFile, why?: string) {
    const version = refused.version ? ` ${refused.version}` : '';
    super(
      `The "${refused.remote}" app${version} was refused: ${why ?? `its file ${refused.file} is not the one that was deployed`}.`,
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
  const check = bytesDiffer(url, pin).then((differ) =>
    differ ? reportRefusal(new RefusedFileError(pin)) : null,
  );
  checks.set(pin.remote, [...(checks.get(pin.remote) ?? []), check]);
  return check;
}

/** Says a refusal in the console and to the reports (`murmur:remote-load-failed`). */
function reportRefusal(refusal: RefusedFileError): RefusedFileError {
  const { remote, version, file } = refusal.refused;
  console.error(refusal.message);
  dispatchRemoteLoadFailed({ app: remote, version, reason: 'integrity', file });
  return refusal;
}

/**
 * A refusal found without fetching the file (unpinnedVersions.ts): reported, and counted among
 * its remote's as a refused file is (refusalOf).
 */
export function recordRefusal(refusal: RefusedFileError): void {
  const remote = refusal.refused.remote;
  checks.set(remote, [...(checks.get(remote) ?? []), Promise.resolve(reportRefusal(refusal))]);
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
