/**
 * The meta tag a release store writes into its shell page naming the shell's version: the
 * store's page writer (tools/releases/src/shellPage.ts, through `@murmur/shell/release-rules`)
 * and every reader of the tag take its name and reading from here.
 */
export const SHELL_VERSION_META = 'murmur-shell-version';

const META = new RegExp(`<meta\\s+name="${SHELL_VERSION_META}"\\s+content="([^"]*)"`, 'i');

/** The shell version a release store's page names, or null (a page served elsewhere). */
export function shellVersionOf(html: string): string | null {
  return META.exec(html)?.[1] ?? null;
}

/** The shell version of the page this code runs in, or null. */
export function shellVersionOfPage(doc: Document = document): string | null {
  return doc.querySelector(`meta[name="${SHELL_VERSION_META}"]`)?.getAttribute('content') ?? null;
}
