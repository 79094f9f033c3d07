/**
 * remotes.json, the deployment's file of where each remote lives (remotesPointer.ts says what
 * one entry means). Every reading of it in the shell goes through here: the start-up's, which
 * the shared tree shaking plugin, the remotes' registration and the release check all share,
 * and the new-release watch's fresh ones.
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
export const REMOTES_JSON_URL = '/remotes.json';

/** remotes.json as served: remote name → a manifest URL or a release store's pointer. */
export type RemotesJson = Record<string, unknown>;

/**
 * remotes.json as the shell's origin serves it now. Every server of the shell sends it with
 * `Cache-Control: no-cache` (serve.json, the release store's nginx), so no stored copy answers
 * without asking. Later readings (the new-release watch) say `no-cache` themselves; the page's
 * first reading must not, or the browser would not give it the copy the page's
 * `<link rel="preload">` already fetched (shared/build/startUpPreloads.ts).
 */
export async function readRemotesJson(cache: RequestCache = 'no-cache'): Promise<RemotesJson> {
  const response = await fetch(REMOTES_JSON_URL, { cache });
  if (!response.ok) throw new Error(`${REMOTES_JSON_URL} answered ${response.status}.`);
  return (await response.json()) as RemotesJson;
}

let startedWith: Promise<RemotesJson> | null = null;

/**
 * remotes.json as this page started with it: read once, however many ask. A failure is not
 * remembered, so the next reader (a remote page's "Try again") reads it again.
 */
export function remotesJsonOfThisPage(): Promise<RemotesJson> {
  startedWith ??= readRemotesJson('default').catch((error: unknown) => {
    startedWith = null;
    throw error;
  });
  return startedWith;
}
