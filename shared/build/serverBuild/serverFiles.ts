/**
 * Where an app's server build lies in its build folder (createServerConfig.ts): plain data, for
 * the tools that read it without loading the bundler.
 */

/** The folder of a build that holds its server build (inside it, so a version carries both). */
export const SERVER_FOLDER = 'server';

/** The shell's server entry: `drawFirstScreens` (shell/src/server/index.ts). */
export const SHELL_SERVER_ENTRY = 'first-screen.js';

/** A remote's server entry: its federation container for Node. */
export const REMOTE_SERVER_ENTRY = 'remoteEntry.js';
