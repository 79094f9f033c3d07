/**
 * The store's first-screen pages: the live shell's page (index.html) once per remote, each with
 * the first screen's hints for that remote's routes (shared/build/firstScreen/), written from
 * the live pointers every time a pointer is written. nginx answers each client-side route with
 * its remote's page (release-store.conf.template, `$first_screen_page`), and index.html where
 * there is none. They are not pointers: the pointers say what is live, and a page whose hints
 * are stale (a request between the two writes) still loads what remotes.json says.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { host } from '@murmur/build/apps';
import { firstScreenHints, type Manifest } from '@murmur/build/firstScreen/firstScreenHints';
import { firstScreenPage } from '@murmur/build/firstScreen/firstScreenPage';
import { routePatternsOf } from '@murmur/build/routes/routeDeclarations';
import { writeFileAtomically } from './atomicWrite';
import { INTEGRITY_LIST } from './integrity';
import { shellVersionOf } from './shellPage';
import { versionPath, type StorePaths } from './store';

/** The store's folder of first-screen pages, one `<remote>.html` each. */
export const FIRST_SCREEN_FOLDER = 'first-screen';

const readJson = <T>(path: string): T | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;

/** A manifest of the store by the root-relative URL remotes.json names it with. */
function storeManifest(root: string, url: string): Manifest | null {
  if (!url.startsWith('/apps/')) return null; // another origin: the page fetches it
  const path = normalize(join(root, url));
  return path.startsWith(join(root, 'apps')) ? readJson<Manifest>(path) : null;
}

/**
 * The integrity a store's file is pinned with (its version's integrity.json), for the preloads
 * of the files the shell loads with their integrity demanded: a remote's, the shell's own are
 * not checked as they load (docs/releases.md, "Integrity").
 */
function pinnedIntegrity(root: string, href: string): string | undefined {
  const match = /^\/apps\/(?!shell\/)([^/]+)\/(v\d+)\/(.+)$/.exec(href);
  if (!match) return undefined;
  const [, app, version, file] = match;
  const list = readJson<Record<string, string>>(join(root, 'apps', app!, version!, INTEGRITY_LIST));
  return list?.[file!];
}

export function writeFirstScreenPages(paths: StorePaths): void {
  if (!existsSync(paths.shellPage)) return;
  const page = readFileSync(paths.shellPage, 'utf8');
  const shell = shellVersionOf(page);
  const remotesJson = readJson<Record<string, unknown>>(paths.remotesJson) ?? {};
  const shellManifest = shell
    ? storeManifest(paths.root, `${versionPath(host, shell)}mf-manifest.json`)
    : null;
  const folder = join(paths.root, FIRST_SCREEN_FOLDER);
  mkdirSync(folder, { recursive: true });
  // One page per remote of the pointer that serves a route.
  for (const remote of new Set(routePatternsOf(remotesJson).map(([name]) => name))) {
    const hints = firstScreenHints({
      remotesJson,
      readManifest: (url) => storeManifest(paths.root, url),
      shell: { manifest: shellManifest, base: shell ? versionPath(host, shell) : '/' },
      remote,
    });
    const preloads = hints.preloads.map((preload) => {
      const integrity = pinnedIntegrity(paths.root, preload.href);
      return integrity ? { ...preload, integrity } : preload;
    });
    writeFileAtomically(
      join(folder, `${remote}.html`),
      firstScreenPage(page, { ...hints, preloads }),
    );
  }
}
