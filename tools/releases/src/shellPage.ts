/**
 * The store's `index.html`, the shell's pointer: the live shell version's own page with its
 * files named under that version's folder (`/static/js/main.1a2b3c4d.js` →
 * `/apps/shell/v3/static/js/main.1a2b3c4d.js`) and a meta tag naming the version, which the
 * commands and the running shell read (shell/src/releases/releaseCheck.ts). The shell is
 * built with its page naming its files from the root, as deep links (/profile/x) need, and
 * loads everything else relative to its main script (shared/build/createAppConfig.ts). The
 * meta tag's name and its reading are the shell's (`@murmur/shell/release-rules`).
 */
import { SHELL_PINS_ID, SHELL_VERSION_META } from '@murmur/contract';

const TAG = /<(?:script|link)\b[^>]*>/g;
const ROOT_FILE = /(\s(?:src|href)=")\/(static\/[^"]+)"/;

/** Whether a tag runs or styles the page (a script, a stylesheet): what the page must pin. */
const runsOrStyles = (tag: string) => tag.startsWith('<script') || /\srel="stylesheet"/.test(tag);

/**
 * `integrity`, the version's list of hashes (integrity.ts), pins what the page runs and styles
 * itself with: the shell's first scripts and its start-up stylesheet. A shell built with
 * Rspack's SubresourceIntegrityPlugin (shared/build/createAppConfig.ts) wrote the same hashes
 * into its page already, its start-up preload's too, and its chunk loader pins every later file;
 * this pins a tag the build left without (a shell built before it). A preload is left as built:
 * it is used only by a request that demands the same integrity, and an older shell's loader
 * demands none.
 */
export function shellPageFor(
  buildPage: string,
  versionPath: string,
  version: string,
  integrity: Record<string, string> = {},
): string {
  let moved = 0;
  const page = buildPage.replace(TAG, (tag) =>
    tag.replace(ROOT_FILE, (_, attribute: string, file: string) => {
      moved += 1;
      const pinned = runsOrStyles(tag) && !/\sintegrity=/.test(tag) ? integrity[file] : undefined;
      return `${attribute}${versionPath}${file}"${pinned ? ` integrity="${pinned}"` : ''}`;
    }),
  );
  if (moved === 0 || !page.includes('</head>')) {
    throw new Error("The shell's index.html names no file under /static/: is it a shell build?");
  }
  const meta = `<meta name="${SHELL_VERSION_META}" content="${version}">`;
  return page.replace(
    '</head>',
    `${meta}${shellPinsBlock(versionPath, version, integrity)}</head>`,
  );
}

/**
 * The hashes of the shell's files that the federation runtime loads, not its chunk loader (the
 * full copies of the trimmed shared libraries), for the page to pin (shellPins.ts). A data block
 * is not run: the Content-Security-Policy's script-src does not apply to it.
 */
function shellPinsBlock(versionPath: string, version: string, integrity: Record<string, string>) {
  const files = Object.fromEntries(
    Object.entries(integrity).filter(([file]) => file.startsWith('independent-packages/')),
  );
  if (Object.keys(files).length === 0) return '';
  const json = JSON.stringify({ base: versionPath, version, files }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHELL_PINS_ID}">${json}</script>`;
}
