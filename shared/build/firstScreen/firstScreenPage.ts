/**
 * Writes a route's first screen into the shell's page:
 * - the hints (firstScreenHints.ts), at the end of its head: the manifests as data
 *   (`<script type="application/json">`, which no browser runs, so the Content-Security-Policy's
 *   script-src does not apply to it) and a `<link rel="preload">` for each file, which the
 *   browser fetches beside main.js;
 * - where the route was drawn (drawFirstScreens.ts): its HTML in `#root`, what it was drawn from
 *   as data after it (`#murmur-drawn`, read by the shell as it hydrates), the route's styles as
 *   stylesheets rather than preloads (the page is shown before any script runs), and the early
 *   input's script (earlyInput.ts).
 */
import {
  DRAWN_FIRST_SCREEN_ID,
  DRAWN_STYLE_ATTRIBUTE,
  FIRST_SCREEN_HINTS_ID,
} from '@murmur/contract';
import { EARLY_INPUT_SCRIPT } from './earlyInput';
import type { FirstScreenHints, Preload } from './firstScreenHints';

/** A route as the shell's server build drew it. */
export interface DrawnPage {
  /** The content of `#root`. */
  html: string;
  /** What it was drawn from, as JSON. */
  drawn: string;
}

const ROOT = '<div id="root"></div>';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end its script element early. */
const inertJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * A pinned file is asked for in CORS mode, on the page's own origin too, by whatever loads it
 * (the shell's chunk loader, the page's pins of a remote's: shell/src/federation/integrity/):
 * its preload or stylesheet says the same, or it would not be used for that request.
 */
const pinnedBy = (integrity: string | undefined) =>
  integrity ? ` crossorigin integrity="${attribute(integrity)}"` : '';

/**
 * A drawn page's styles: held in the page where the server read them, else linked. A linked
 * stylesheet would hold the page's deferred scripts (main.js, the mock's first script) until it
 * arrives from the remote's origin; held, it costs no request and shows with the HTML.
 * (Text that cannot end the element early: `\/` is CSS for `/`.)
 *
 * A held file is also named by a disabled `<link rel="stylesheet">`, which no browser fetches:
 * the chunk loaders of Rspack's CSS extraction look for a chunk's stylesheet among the page's
 * links (as they do for any server-rendered page) and take one they find as loaded. Without it
 * they would fetch each held file again when its chunk loads, a round trip on the way to a page
 * that answers input.
 */
const stylesheetOf = ({ href, integrity, css }: Preload) =>
  css !== undefined
    ? `<style ${DRAWN_STYLE_ATTRIBUTE}="${attribute(href)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>` +
      `<link rel="stylesheet" href="${attribute(href)}" disabled>`
    : `<link rel="stylesheet" href="${attribute(href)}"${pinnedBy(integrity)}>`;

function preloadOf({ href, as, integrity }: Preload): string {
  // A fetch()'s preload is only reused when its mode matches: fetch() asks in CORS mode. One
  // for a file the shell loads with its integrity demanded carries the same, or it is not used.
  const cors = as === 'fetch' && !integrity ? ' crossorigin' : '';
  return `<link rel="preload" href="${attribute(href)}" as="${as}"${cors}${pinnedBy(integrity)}>`;
}

/** The page's own stylesheet links (the shell's start-up styles, as its build writes them). */
const STYLESHEET_LINK = /<link(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The shell's page with its stylesheets held in it where `read` gives their text: a drawn page
 * then shows with its HTML, no stylesheet to wait for (and no deferred script waits either).
 */
export function withStylesHeld(page: string, read: (href: string) => string | null): string {
  return page.replace(STYLESHEET_LINK, (link: string, href: string) => {
    const css = read(href);
    return css === null ? link : stylesheetOf({ href, as: 'style', css });
  });
}

/**
 * The early input's script, first among the head's scripts and stylesheets: an inline script
 * waits for every stylesheet above it to load before it runs, and holds the page's parsing
 * meanwhile.
 */
function withEarlyInput(page: string): string {
  const first = page.search(/<(script|link|style)\b/);
  if (first < 0) throw new Error("The shell's page has no script to put the early input's before.");
  return `${page.slice(0, first)}<script>${EARLY_INPUT_SCRIPT}</script>${page.slice(first)}`;
}

export function firstScreenPage(page: string, hints: FirstScreenHints, drawn?: DrawnPage): string {
  // At the head's end, after main.js and the start-up's preloads (shared/build/startUpPreloads.ts):
  // the browser asks for files in the page's order, six at a time from one origin.
  const at = page.indexOf('</head>');
  if (at < 0)
    throw new Error("The shell's page has no <head> to write the first screen's hints in.");
  // A drawn page links its remote's styles (the live version's, which drew it): it shows
  // before any script runs.
  const links = drawn
    ? [
        ...hints.preloads.filter(({ as }) => as !== 'style').map(preloadOf),
        ...(hints.drawnStyles ?? []).map(stylesheetOf),
      ]
    : hints.preloads.map(preloadOf);
  const data = `<script type="application/json" id="${FIRST_SCREEN_HINTS_ID}">${inertJson(
    JSON.stringify({ manifests: hints.manifests }),
  )}</script>`;
  const withHints = `${page.slice(0, at)}${data}${links.join('')}${page.slice(at)}`;
  if (!drawn) return withHints;
  if (!withHints.includes(ROOT)) {
    throw new Error(`The shell's page has no empty ${ROOT} to draw the first screen in.`);
  }
  const drawnData = `<script type="application/json" id="${DRAWN_FIRST_SCREEN_ID}">${inertJson(drawn.drawn)}</script>`;
  return withEarlyInput(withHints).replace(
    ROOT,
    () => `<div id="root">${drawn.html}</div>${drawnData}`,
  );
}
