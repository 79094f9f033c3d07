/**
 * The store's first-screen pages, written from the live pointers every time a pointer is
 * written (shared/build/firstScreen/routePages.ts):
 *
 *   first-screen/<remote>.html          the live shell's page with that remote's hints
 *   first-screen/routes/<route>.html    a route drawn by the live shell and its live remote
 *
 * nginx answers a route with its drawn page, else its remote's page, else index.html
 * (release-store.conf.template). They are not pointers: the pointers say what is live, and a
 * page that is stale (a request between the two writes) still loads what remotes.json says (the
 * shell then draws its own page instead of hydrating this one). A remote deployed alone is drawn
 * again with the live shell's own server build: the shell's files stay as they are.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { host } from '@murmur/build/apps';
import type { Manifest, Preload } from '@murmur/build/firstScreen/firstScreenHints';
import { routePages } from '@murmur/build/firstScreen/routePages';
import { routeSlug } from '@murmur/build/routes/routeDeclarations';
import { writeFileAtomically } from './atomicWrite';
import { pinnedIntegrity, pinnedText, storePath } from './pinnedStoreFiles';
import { shellVersionOf } from '@murmur/shell/release-rules';
import { readCheckedRemotesJson } from './trust/checkedRemotesJson';
import { versionFolder, versionPath, type StorePaths } from './store';

/** The store's folder of first-screen pages. */
export const FIRST_SCREEN_FOLDER = 'first-screen';
/** Its folder of drawn routes, one `<routeSlug>.html` each. */
export const DRAWN_ROUTES_FOLDER = 'routes';

const readJson = <T>(path: string): T | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;

/** A manifest of the store by the root-relative URL remotes.json names it with. */
function storeManifest(root: string, url: string): Manifest | null {
  const path = storePath(root, url);
  return path ? readJson<Manifest>(path) : null;
}

/** Leaves in `folder` only the files named `keep`. */
function keepOnly(folder: string, keep: ReadonlySet<string>): void {
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.html') && !keep.has(name)) rmSync(join(folder, name), { force: true });
  }
}

export async function writeFirstScreenPages(paths: StorePaths): Promise<void> {
  if (!existsSync(paths.shellPage)) return;
  const page = readFileSync(paths.shellPage, 'utf8');
  const shell = shellVersionOf(page);
  if (!shell) return;
  // Checked: its remote names and route paths become these pages' file names.
  const remotesJson = readCheckedRemotesJson(paths.remotesJson);
  const base = versionPath(host, shell);
  const pages = await routePages({
    page,
    remotesJson,
    readManifest: (url) => storeManifest(paths.root, url),
    shell: {
      manifest: storeManifest(paths.root, `${base}mf-manifest.json`),
      base,
      build: versionFolder(paths.root, host, shell),
    },
    buildOfManifest: (url) => {
      const manifest = storePath(paths.root, url);
      return manifest ? join(manifest, '..') : null;
    },
    // Held in the page only when its bytes are the ones deployed; else linked, and refused.
    readText: (url) => pinnedText(paths.root, url),
    pin: (preload: Preload) => {
      const integrity = pinnedIntegrity(paths.root, preload.href);
      return integrity ? { ...preload, integrity } : preload;
    },
  });

  const folder = join(paths.root, FIRST_SCREEN_FOLDER);
  const drawnFolder = join(folder, DRAWN_ROUTES_FOLDER);
  mkdirSync(drawnFolder, { recursive: true });
  for (const [remote, remotePage] of pages.byRemote) {
    writeFileAtomically(join(folder, `${remote}.html`), remotePage);
  }
  const drawn = new Set<string>();
  for (const route of pages.drawn) {
    const file = `${routeSlug(route.path)}.html`;
    if (drawn.has(file)) continue; // two paths of one name: the first is drawn
    drawn.add(file);
    writeFileAtomically(join(drawnFolder, file), route.page);
  }
  // A route no longer live, or no longer drawn, is answered by its remote's page again.
  keepOnly(drawnFolder, drawn);
}
