/**
 * The pages a server answers the shell's routes with, from the live remotes.json: each route
 * drawn by the live versions of the shell and of its remote (drawFirstScreens.ts), with the
 * hints of its remote (firstScreenHints.ts); and, for a route that could not be drawn (a version
 * built before server builds, a page that threw), the shell's page with its remote's hints
 * alone, which starts as it always has. Used by the preview server (`npm run serve`) and the
 * release store.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedRoutesOf } from '../routes/routeDeclarations';
import {
  drawFirstScreens,
  remoteServerEntry,
  shellServerEntry,
  type DrawnRoutes,
} from './drawFirstScreens';
import { firstScreenHints, liveManifestOf, type Manifest, type Preload } from './firstScreenHints';
import { firstScreenPage, withStylesHeld } from './firstScreenPage';

export interface PageSources {
  /** The live shell's page (its index.html as served). */
  page: string;
  remotesJson: Record<string, unknown>;
  /** A manifest by its URL as remotes.json writes it, or null when it cannot be read here. */
  readManifest: (url: string) => Manifest | null;
  /** The shell's manifest, the path its files are served under, and its build's folder. */
  shell: { manifest: Manifest | null; base: string; build: string };
  /** The build folder a manifest URL of remotes.json is read from, or null. */
  buildOfManifest: (url: string) => string | null;
  /** A preload as the page carries it (the release store adds the file's integrity). */
  pin?: (preload: Preload) => Preload;
  /** A file's text by its URL as the hints name it, or null when it cannot be read here. */
  readText?: (url: string) => string | null;
}

export interface RoutePage {
  path: string;
  remote: string;
  access: 'public' | 'signed-in';
  page: string;
}

export interface RoutePages {
  /** The shell's page with the hints of no route (the shared libraries'), for any other path. */
  general: string;
  /** The shell's page with each remote's hints, for its routes that are not drawn. */
  byRemote: Map<string, string>;
  /** Each drawn route's page. */
  drawn: RoutePage[];
  /** Why routes are not drawn. */
  failures: DrawnRoutes['failures'];
}

function serverEntriesOf(sources: PageSources): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [name, entry] of Object.entries(sources.remotesJson)) {
    const manifest = liveManifestOf(entry);
    const build = manifest ? sources.buildOfManifest(manifest) : null;
    const serverEntry = build ? remoteServerEntry(build) : null;
    if (serverEntry) entries[name] = serverEntry;
  }
  return entries;
}

async function drawn(sources: PageSources): Promise<DrawnRoutes> {
  const shellEntry = shellServerEntry(sources.shell.build);
  if (!shellEntry) {
    return { routes: [], failures: [{ path: '*', remote: 'shell', reason: 'no server build' }] };
  }
  try {
    return await drawFirstScreens(shellEntry, {
      remotesJson: sources.remotesJson,
      serverEntries: serverEntriesOf(sources),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { routes: [], failures: [{ path: '*', remote: 'shell', reason }] };
  }
}

/** A file of the shell's build by its path on the page (`/apps/shell/v3/static/…`), or null. */
function shellText({ shell }: PageSources, href: string): string | null {
  if (!href.startsWith(shell.base)) return null;
  const path = join(shell.build, href.slice(shell.base.length));
  return path.startsWith(`${shell.build}/`) && existsSync(path) ? readFileSync(path, 'utf8') : null;
}

export async function routePages(sources: PageSources): Promise<RoutePages> {
  const pin = sources.pin ?? ((preload: Preload) => preload);
  const hintsOf = (remote: string | null) => {
    const hints = firstScreenHints({ ...sources, remote });
    const held = (style: Preload) => {
      const css = sources.readText?.(style.href);
      return css === null || css === undefined ? style : { ...style, css };
    };
    return {
      ...hints,
      preloads: hints.preloads.map(pin),
      drawnStyles: hints.drawnStyles?.map((style) => held(pin(style))),
    };
  };
  const remotes = new Set(Object.keys(sources.remotesJson));
  const byRemote = new Map(
    [...remotes].map((remote) => [remote, firstScreenPage(sources.page, hintsOf(remote))]),
  );
  const { routes, failures } = await drawn(sources);
  const general = firstScreenPage(sources.page, hintsOf(null));
  const result: RoutePages = { general, byRemote, drawn: [], failures };
  const served = servedRoutesOf(sources.remotesJson);
  const drawnBase = withStylesHeld(sources.page, (href) => shellText(sources, href));
  for (const route of routes) {
    // What the shell drew must be a route the servers answer, for that remote.
    if (!served.some(({ remote, path }) => remote === route.remote && path === route.path))
      continue;
    const page = firstScreenPage(drawnBase, hintsOf(route.remote), route);
    result.drawn.push({ path: route.path, remote: route.remote, access: route.access, page });
  }
  return result;
}
