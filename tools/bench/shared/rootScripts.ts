/**
 * What the client bench takes from the root's scripts/ (the dev runner's development builds, the
 * release store's reading of a build's routes), which are not workspaces of their own yet: this
 * file is the bench's one way in there (eslint.config.mjs), so their move is an edit of these
 * lines.
 */
export { ensureDevBuilds } from '../../../scripts/lib/devBuilds';
export { routesOfFolder } from '../../../scripts/lib/release/routeClaims';
