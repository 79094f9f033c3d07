/**
 * The meta tag a release store writes into its shell page naming the shell's version
 * (tools/releases/src/shellPage.ts writes it under this name).
 */
export const SHELL_VERSION_META = 'murmur-shell-version';
