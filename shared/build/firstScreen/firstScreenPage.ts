/**
 * Writes the first screen's hints (firstScreenHints.ts) into the shell's page, at the end of its
 * head: the hints as data (`<script type="application/json">`, which no browser runs, so the
 * Content-Security-Policy's script-src does not apply to it) and a `<link rel="preload">` for
 * each file, which the browser fetches beside main.js.
 */
import type { FirstScreenHints } from './firstScreenHints';

/** The element's id the shell reads (shell/src/federation/firstScreenHints.ts). */
export const FIRST_SCREEN_HINTS_ID = 'murmur-first-screen';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end its script element early. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function firstScreenPage(page: string, hints: FirstScreenHints): string {
  // At the head's end, after main.js and the start-up's preloads (shared/build/startUpPreloads.ts):
  // the browser asks for files in the page's order, six at a time from one origin.
  const at = page.indexOf('</head>');
  if (at < 0)
    throw new Error("The shell's page has no <head> to write the first screen's hints in.");
  const links = hints.preloads.map(({ href, as, integrity }) => {
    // A fetch()'s preload is only reused when its mode matches: fetch() asks in CORS mode. One
    // for a file the shell loads with its integrity demanded carries the same, or it is not used.
    const cors = as === 'fetch' ? ' crossorigin' : '';
    const pinned = integrity ? ` integrity="${attribute(integrity)}"` : '';
    return `<link rel="preload" href="${attribute(href)}" as="${as}"${cors}${pinned}>`;
  });
  const data = `<script type="application/json" id="${FIRST_SCREEN_HINTS_ID}">${inertJson({
    manifests: hints.manifests,
  })}</script>`;
  return `${page.slice(0, at)}${data}${links.join('')}${page.slice(at)}`;
}
