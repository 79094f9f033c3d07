/**
 * The names the shell's start-up keeps its state under, as the panel reads them. The panel is a
 * chunk of its own: importing the modules that own these names would cut them out of the
 * start-up's one scope and cost the first screen bytes, so the names are repeated here, and a
 * test holds each equal to its owner's (shellKeys.test.ts).
 */
/** releases/releaseEvents.ts: the events, also marks on the performance timeline. */
export const FALLBACK_EVENT = 'murmur:remote-fallback';
export const LOAD_FAILED_EVENT = 'murmur:remote-load-failed';
/** releases/canaryBucket.ts */
export const BUCKET_KEY = 'murmur.canaryBucket';
/** releases/previews/previewRequest.ts */
export const PREVIEW_KEY = 'murmur.preview';
/** federation/overrides/overrideKey.ts */
export const OVERRIDE_PREFIX = 'murmur.remote:';
/** @murmur/contract's page-marks.ts */
export const SHELL_VERSION_META = 'murmur-shell-version';
