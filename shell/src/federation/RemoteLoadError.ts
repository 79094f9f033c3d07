/**
 * A remote page that could not be loaded, as opposed to one that loaded and then crashed. Its
 * message says which app failed and how, in words a person can act on.
 */
export class RemoteLoadError extends Error {
  /** The federation name of the remote, e.g. "feed". */
  readonly remote: string;

  constructor(remote: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/** What the runtime writes before the message of any error a plugin's hook throws. */
const RUNTIME_PREFIX = /^\[ Federation Runtime \]: /;

/**
 * The error with its message as its plugin wrote it: the runtime's hook runner prefixes the
 * message in place, and the page shows the message to people.
 */
export function inOwnWords(error: RemoteLoadError): RemoteLoadError {
  error.message = error.message.replace(RUNTIME_PREFIX, '');
  return error;
}

/** The remote an id like "feed/pages" belongs to. */
export const remoteNameOf = (id: string) => id.split('/')[0] ?? id;

/** The first line of whatever was thrown: the runtime's errors carry pages of detail below it. */
export function firstLineOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.trim() || 'an unknown error';
}

/** Any failure while loading a remote page, as a RemoteLoadError (kept as is when it is one). */
export function asRemoteLoadError(remote: string, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError(remote, `The "${remote}" app failed to load: ${firstLineOf(error)}`, {
    cause: error,
  });
}
