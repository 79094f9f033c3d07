/**
 * The first screen's hints, computed from the live remotes.json and the manifests it names:
 * what the page needs to start without a chain of round trips (docs/architecture.md, "The first
 * screen"). The preview server (`npm run serve`) and the release store's deploy write them into
 * the shell's page with firstScreenPage.ts.
 *
 * - `manifests`: what each manifest of remotes.json says of the shared libraries, so the shell
 *   decides its shared libraries without fetching four manifests (shell/src/federation/
 *   firstScreenHints.ts reads it; a URL it has no hint for is fetched as before).
 * - `preloads`: the files the route's remote needs (its manifest, remote entry, page chunk and
 *   styles) and the shell's shared libraries, for the browser to fetch beside main.js.
 *
 * A remote running a canary gets no preloads: which version a page takes depends on its bucket,
 * kept in the browser (shell/src/releases/canaryBucket.ts).
 */
import { isObject } from '@murmur/contract';
export interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** The parts of mf-manifest.json the hints read. */
export interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; usedExports?: string[]; assets?: ManifestAssets }[];
  exposes?: { name: string; assets?: ManifestAssets }[];
}

export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** The file's Subresource Integrity, where a release store pinned it. */
  integrity?: string;
  /** A stylesheet's text, where the page holds it (a drawn page's remote's styles). */
  css?: string;
}

export interface FirstScreenHints {
  manifests: Record<string, { shared: { name: string; usedExports?: string[] }[] }>;
  preloads: Preload[];
  /**
   * The styles of the route's remote's live version, which a page drawn by that version links
   * as its stylesheets, canary or not (its HTML is the live version's).
   */
  drawnStyles?: Preload[];
}

export interface HintSources {
  /** remotes.json as it is live now. */
  remotesJson: Record<string, unknown>;
  /** A manifest by its URL as remotes.json writes it, or null when it cannot be read here. */
  readManifest: (url: string) => Manifest | null;
  /** The shell's own manifest and the path its files are served under (`/`, `/apps/shell/v3/`). */
  shell: { manifest: Manifest | null; base: string };
  /** The remote of the page's route (routes/routeDeclarations.ts, `remoteOfRoute`), if any. */
  remote: string | null;
}

/** The page module every remote exposes (shared/core: remoteRoutes.ts). */
const PAGES_EXPOSE = 'pages';

/** The live manifest URL of an entry of remotes.json: its URL, or its pointer's. */
export function liveManifestOf(entry: unknown): string | null {
  return manifestUrls(entry).live;
}

/** The manifest URLs an entry of remotes.json may give a page: a URL, or a pointer's two. */
function manifestUrls(entry: unknown): { live: string | null; canary: string | null } {
  if (typeof entry === 'string' && entry !== '') return { live: entry, canary: null };
  if (!isObject(entry) || typeof entry.manifest !== 'string') return { live: null, canary: null };
  const canary = isObject(entry.canary) ? entry.canary.manifest : null;
  return { live: entry.manifest, canary: typeof canary === 'string' ? canary : null };
}

/** A file of a manifest, as the federation runtime resolves it: against the manifest's URL. */
function fileOf(manifestUrl: string, file: string): string {
  if (/^[a-z]+:\/\//i.test(manifestUrl)) return new URL(file, manifestUrl).href;
  // A store's root-relative URL stays root-relative: the page's origin serves it.
  return new URL(file, `http://page${manifestUrl}`).pathname;
}

const pagesAssets = (manifest: Manifest) =>
  manifest.exposes?.find((expose) => expose.name === PAGES_EXPOSE)?.assets;

/** The styles of a remote's pages. */
function pageStyles(manifestUrl: string, manifest: Manifest): Preload[] {
  return (pagesAssets(manifest)?.css?.sync ?? []).map((file) => ({
    href: fileOf(manifestUrl, file),
    as: 'style' as const,
  }));
}

function remotePreloads(manifestUrl: string, manifest: Manifest): Preload[] {
  const entry = manifest.metaData?.remoteEntry;
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  if (entry?.name) {
    preloads.push({ href: fileOf(manifestUrl, `${entry.path ?? ''}${entry.name}`), as: 'script' });
  }
  for (const file of pagesAssets(manifest)?.js?.sync ?? []) {
    preloads.push({ href: fileOf(manifestUrl, file), as: 'script' });
  }
  return [...preloads, ...pageStyles(manifestUrl, manifest)];
}

/**
 * The shell's shared libraries: every file its manifest lists for them. The production build
 * groups them into a few files the first screen always runs (shared/build/sharedChunks.ts), and
 * one library may need another's file (@murmur/core lists Redux Toolkit's beside its own).
 */
function sharedPreloads(shell: HintSources['shell']): Preload[] {
  const files = new Set(
    (shell.manifest?.shared ?? []).flatMap((lib) => lib.assets?.js?.sync ?? []),
  );
  return [...files].sort().map((file) => ({ href: `${shell.base}${file}`, as: 'script' }));
}

export function firstScreenHints(sources: HintSources): FirstScreenHints {
  const manifests: FirstScreenHints['manifests'] = {};
  const preloads: Preload[] = sharedPreloads(sources.shell);
  let drawnStyles: Preload[] = [];
  for (const [name, entry] of Object.entries(sources.remotesJson)) {
    const { live, canary } = manifestUrls(entry);
    for (const url of [live, canary]) {
      const manifest = url ? sources.readManifest(url) : null;
      if (!url || !manifest) continue;
      manifests[url] = {
        shared: (manifest.shared ?? []).map(({ name: lib, usedExports }) => ({
          name: lib,
          ...(usedExports && { usedExports }),
        })),
      };
    }
    const liveManifest = live ? sources.readManifest(live) : null;
    if (name !== sources.remote || !live || !liveManifest) continue;
    drawnStyles = pageStyles(live, liveManifest);
    if (canary === null) preloads.push(...remotePreloads(live, liveManifest));
  }
  return { manifests, preloads, drawnStyles };
}
