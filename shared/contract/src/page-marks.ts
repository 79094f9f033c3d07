/**
 * The names by which a page speaks to the shell running in it: the tools that write the page
 * (the build's first-screen pages, the release store's shell page and integrity lists, the
 * builds' chunk loaders) and the shell that reads it name each mark from here, so that the
 * writer of one day and the reader of another agree. A mark is renamed only by adding the new
 * name beside the old. A subpath of its own (`@murmur/contract/page-marks`) for the shell's
 * federation runtime plugin, which must not import the contract's index.
 */

/** The meta tag of a release store's shell page naming the shell's version. */
export const SHELL_VERSION_META = 'murmur-shell-version';

/** The data block of a drawn page: which manifests, files and integrity its first screen needs. */
export const FIRST_SCREEN_HINTS_ID = 'murmur-first-screen';

/** The attribute naming the stylesheet a drawn page's `<style>` holds inline. */
export const DRAWN_STYLE_ATTRIBUTE = 'data-murmur-style';

/** The data block of a release store's shell page: the hashes of the shell's own shared copies. */
export const SHELL_PINS_ID = 'murmur-shell-pins';

/** The global each production build's chunk loader hands a new `<script>` to, to be pinned. */
export const PIN_SCRIPT_GLOBAL = '__murmurPinScript';

/** The release store's list of a version's hashes, beside its manifest. */
export const INTEGRITY_LIST = 'integrity.json';

/**
 * The local storage keys of the session (spec §3): @murmur/core keeps the session under them, and
 * the shell's entry reads it there before core can load.
 */
export const SESSION_STORAGE_KEYS = {
  username: 'username',
  token: 'encodedToken',
} as const;

/** The global the shell's entry leaves its first reads on, for @murmur/core's API client. */
export const FIRST_READS_GLOBAL = '__murmurFirstReads';
