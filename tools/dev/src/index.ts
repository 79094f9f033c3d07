/**
 * @murmur/dev: what the development runner lends other tools. The client bench times the dev
 * loop on the development builds `npm start` serves, and serves its builds with the shell's
 * server `npm run serve` runs; the docs check asks its commands' parsers about the flags the docs
 * show.
 */
import { join } from 'node:path';

export { ensureDevBuilds } from './devBuilds';
/** The commands' own parsers, which the docs check asks about the flags the docs show. */
export { parseDevRemotes } from './devFlags';
export { parseNewRemoteOptions } from '../new-remote/options';

/** The shell's server, a script for jiti: `<shell dist> <port> [<origin>=<remote dist>…] [--api=…]`. */
export const SHELL_SERVER_SCRIPT = join(__dirname, 'serveShell.ts');
