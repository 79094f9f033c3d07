/**
 * The meta tag a release store writes into its shell page naming the shell's version (its name
 * is the contract's page marks): reading it, for the shell and, through
 * `@murmur/shell/release-rules`, for the release store.
 */
import { SHELL_VERSION_META } from '@murmur/contract/page-marks';

const META = new RegExp(`<meta\\s+name="${SHELL_VERSION_META}"\\s+content="([^"]*)"`, 'i');

/** The shell version a release store's page names, or null (a page served elsewhere). */
export function shellVersionOf(html: string): string | null {
  return META.exec(html)?.[1] ?? null;
}

/** The shell version of the page this code runs in, or null. */
export function shellVersionOfPage(doc: Document = document): string | null {
  return doc.querySelector(`meta[name="${SHELL_VERSION_META}"]`)?.getAttribute('content') ?? null;
}
