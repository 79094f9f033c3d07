/**
 * The store's `index.html`, the shell's pointer: the live shell version's own page with its
 * files named under that version's folder (`/static/js/main.1a2b3c4d.js` →
 * `/apps/shell/v3/static/js/main.1a2b3c4d.js`) and a meta tag naming the version, which the
 * commands and the running shell read (shell/src/releases/releaseCheck.ts). The shell is
 * built with its page naming its files from the root, as deep links (/profile/x) need, and
 * loads everything else relative to its main script (shared/build/createAppConfig.ts).
 */
export const SHELL_VERSION_META = 'murmur-shell-version';

const ROOT_FILES = /(\s(?:src|href)=")\/(static\/[^"]+")/g;
const META = new RegExp(`<meta\\s+name="${SHELL_VERSION_META}"\\s+content="([^"]*)"`, 'i');

/**
 * `integrity`, the version's list of hashes (integrity.ts), pins the scripts the page runs: the
 * browser refuses the shell's own first script if its bytes are not the ones deployed. The
 * page's preloads of the shell's later files (its start-up, shared/build/startUpPreloads.ts)
 * stay unpinned, as the chunk loader that then asks for them is (docs/releases.md,
 * "Integrity"): a preload is used only by a request that demands the same integrity.
 */
export function shellPageFor(
  buildPage: string,
  versionPath: string,
  version: string,
  integrity: Record<string, string> = {},
): string {
  let moved = 0;
  const page = buildPage.replace(ROOT_FILES, (_, attribute: string, file: string) => {
    moved += 1;
    const pinned = attribute.includes('src') ? integrity[file.slice(0, -1)] : undefined;
    return `${attribute}${versionPath}${file}${pinned ? ` integrity="${pinned}"` : ''}`;
  });
  if (moved === 0 || !page.includes('</head>')) {
    throw new Error("The shell's index.html names no file under /static/: is it a shell build?");
  }
  return page.replace('</head>', `<meta name="${SHELL_VERSION_META}" content="${version}"></head>`);
}

/** The version a store's shell page names, or null. */
export function shellVersionOf(page: string): string | null {
  return META.exec(page)?.[1] ?? null;
}
