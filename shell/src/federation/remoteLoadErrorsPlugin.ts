/**
 * A federation runtime plugin that turns the runtime's failures into one RemoteLoadError per
 * failed page load, saying which app failed and how: not answering, a manifest 404, a manifest
 * that is not one, code that cannot be downloaded or that throws as it starts. The runtime's own
 * errors say all this too, under a code and a page of arguments meant for developers.
 *
 * It never recovers a failure (no fallback module): the page's boundary shows the message and its
 * "Try again" loads the remote afresh, since the runtime keeps no failed load in its caches.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { refusalOf } from './integrity/refusedFiles';
import { fetchPinned, loadVersionList } from './integrity/versionLists';
import { takeManifest } from './remoteManifests';
import { RemoteLoadError, firstLineOf, inOwnWords, remoteNameOf } from './RemoteLoadError';

/** The manifest's server answered, but not with the manifest. */
export class ManifestStatusError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`The manifest request answered ${status}.`);
    this.name = 'ManifestStatusError';
    this.status = status;
  }
}

/** How the manifest failed, from the error the runtime met while fetching and reading it. */
function manifestProblem(error: unknown): string {
  if (error instanceof ManifestStatusError) return `answered ${error.status} for its manifest`;
  if (error instanceof TypeError) return 'did not answer';
  return 'sent a manifest that could not be read';
}

/** How loading went wrong after the manifest, from the runtime's documented error codes. */
function entryProblem(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('ScriptExecutionError') || text.includes('RUNTIME-001')) {
    return 'sent code that failed to start';
  }
  if (text.includes('ScriptNetworkError') || text.includes('RUNTIME-008')) {
    return 'did not send its code';
  }
  return `failed to start: ${firstLineOf(error)}`;
}

/** Where a remote is registered, e.g. "at http://localhost:3002", when the runtime knows it. */
function whereIs(entry: string | undefined): string {
  if (!entry) return '';
  try {
    return ` at ${new URL(entry).origin}`;
  } catch {
    return '';
  }
}

export function describeRemoteFailure(
  remote: string,
  entry: string | undefined,
  error: unknown,
  manifestError: unknown,
): string {
  const problem =
    manifestError !== undefined ? manifestProblem(manifestError) : entryProblem(error);
  return `The "${remote}" app${whereIs(entry)} ${problem}.`;
}

export function remoteLoadErrorsPlugin(): ModuleFederationRuntimePlugin {
  // The manifest failure of each remote as the runtime met it, before it wraps it in its own.
  const manifestErrors = new Map<string, unknown>();

  return {
    name: 'murmur-remote-load-errors',

    // The runtime parses whatever the manifest URL answers: a 404 page would read as bad JSON.
    // A release store's manifest is fetched with its hash demanded, with its version's list of
    // hashes beside it, so that every file of the version is pinned before any is requested.
    async fetch(url, init) {
      // The shell read every manifest as it started (remoteManifests.ts).
      const [response] = await Promise.all([
        takeManifest(url) ?? fetchPinned(url, init),
        loadVersionList(url),
      ]);
      if (!response.ok) throw new ManifestStatusError(response.status);
      return response;
    },

    async errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      // Already named by another of the shell's plugins (the compatibility gate): keep its words.
      if (error instanceof RemoteLoadError) throw inOwnWords(error);
      const name = remote?.name ?? remoteNameOf(id);
      // Throwing here would leave the failed manifest in the runtime's cache: note it, go on.
      if (lifecycle === 'afterResolve') {
        manifestErrors.set(name, error);
        return undefined;
      }
      if (lifecycle !== 'onLoad') return undefined;

      const manifestError = manifestErrors.get(name);
      manifestErrors.delete(name);
      // A file refused for its bytes: say which, whatever the runtime made of it.
      const refusal = await refusalOf(name);
      if (refusal) throw new RemoteLoadError(name, refusal.message, { cause: error });
      const registered = origin.options.remotes.find((candidate) => candidate.name === name);
      const entry = remote?.entry ?? (registered && 'entry' in registered ? registered.entry : '');
      throw new RemoteLoadError(name, describeRemoteFailure(name, entry, error, manifestError), {
        cause: error,
      });
    },
  };
}
