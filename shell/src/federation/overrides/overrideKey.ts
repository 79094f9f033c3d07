/**
 * The key prefix of a developer's remote override in local storage (`murmur.remote:feed`).
 * A file of its own, importing nothing, so the shell's entry can read it before the federation
 * is ready (remoteManifests.ts).
 */
export const OVERRIDE_KEY_PREFIX = 'murmur.remote:';
