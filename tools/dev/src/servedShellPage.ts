/**
 * The shell's pages as the preview server (`npm run serve`) answers them: each route drawn by
 * the builds it serves, with its remote's hints, or the shell's page with those hints alone
 * (shared/build/firstScreen/routePages.ts), from the live remotes.json, so pointing it elsewhere
 * needs no rebuild and no restart. The pages are drawn again when remotes.json or a build
 * served changes. A manifest is read from the disk of the build served at its origin; one of
 * another origin gets no hint (the page then fetches it, as hints are only hints) and its routes
 * are not drawn.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasSignedInCookie } from '@murmur/contract';
import type { Manifest, Preload } from '@murmur/build/firstScreen/firstScreenHints';
import { routePages, type RoutePages } from '@murmur/build/firstScreen/routePages';
import { servedRouteOfPath } from '@murmur/build/routes/routeDeclarations';
import { sriOf } from '@murmur/releases';
import { buildAt } from './servedRoutes';

/** A JSON file's text, or null when it is missing or not JSON (being rewritten: no hint this time). */
function readJsonText(path: string): string | null {
  try {
    const text = readFileSync(path, 'utf8');
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
}

const readJson = <T>(path: string): T | null => {
  const text = readJsonText(path);
  return text === null ? null : (JSON.parse(text) as T);
};

const modified = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** What a request for a page of the shell gets: a page, or the way to the login page. */
export type PageAnswer = { page: string } | { redirect: string };

export class ServedPages {
  private drawn: { key: string; pages: Promise<RoutePages> } | null = null;

  /** `buildOfOrigin`: the folder each origin serves (`http://localhost:4002` → feed-app/dist). */
  constructor(
    private readonly dist: string,
    private readonly buildOfOrigin: ReadonlyMap<string, string>,
  ) {}

  /** The file a URL names in the build served at its origin; null outside that build. */
  private fileOf(url: string): string | null {
    const build = buildAt(url, this.buildOfOrigin);
    if (!build) return null;
    const path = join(build, decodeURIComponent(new URL(url).pathname));
    return path.startsWith(`${build}/`) ? path : null;
  }

  /**
   * A preload of the shell's own chunks with its file's hash, as the shell's chunk loader demands
   * it (Rspack's SubresourceIntegrityPlugin): a preload that demands other than its request does
   * goes unused, and the file is fetched twice. A remote's files are left as they are: nothing
   * of this page pins them here, and they are asked for as the preload asks.
   */
  private pin(preload: Preload): Preload {
    if (preload.as !== 'script' || !preload.href.startsWith('/')) return preload;
    const path = join(this.dist, decodeURIComponent(new URL(preload.href, 'http://x').pathname));
    return existsSync(path) ? { ...preload, integrity: sriOf(readFileSync(path)) } : preload;
  }

  /** What the drawn pages depend on: remotes.json and every build served, as written. */
  private keyOf(remotesJson: string): string {
    const builds = [this.dist, ...this.buildOfOrigin.values()];
    const files = builds.flatMap((build) => [
      join(build, 'mf-manifest.json'),
      join(build, 'index.html'),
      join(build, 'server/remoteEntry.js'),
      join(build, 'server/first-screen.js'),
    ]);
    return [remotesJson, ...files.map(modified)].join('|');
  }

  private pages(remotesJsonText: string): Promise<RoutePages> {
    const key = this.keyOf(remotesJsonText);
    if (this.drawn?.key === key) return this.drawn.pages;
    const remotesJson = JSON.parse(remotesJsonText) as Record<string, unknown>;
    const pages = routePages({
      page: readFileSync(join(this.dist, 'index.html'), 'utf8'),
      remotesJson,
      readManifest: (url) => {
        const file = this.fileOf(url);
        return file ? readJson<Manifest>(file) : null;
      },
      shell: {
        manifest: readJson<Manifest>(join(this.dist, 'mf-manifest.json')),
        base: '/',
        build: this.dist,
      },
      buildOfManifest: (url) => buildAt(url, this.buildOfOrigin),
      pin: (preload) => this.pin(preload),
      readText: (url) => {
        const file = this.fileOf(url);
        return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
      },
    }).then((drawn) => {
      for (const failure of drawn.failures) {
        console.warn(`${failure.path} is not drawn (${failure.remote}): ${failure.reason}`);
      }
      return drawn;
    });
    this.drawn = { key, pages };
    return pages;
  }

  /** The page for a path of the shell, given the request's Cookie header. */
  async answer(pathname: string, cookie: string | undefined): Promise<PageAnswer> {
    const remotesJsonText = readJsonText(join(this.dist, 'remotes.json'));
    if (remotesJsonText === null)
      return { page: readFileSync(join(this.dist, 'index.html'), 'utf8') };
    const route = servedRouteOfPath(
      pathname,
      JSON.parse(remotesJsonText) as Record<string, unknown>,
    );
    if (route?.access === 'signed-in' && !hasSignedInCookie(cookie)) return { redirect: '/' };
    const pages = await this.pages(remotesJsonText);
    if (!route) return { page: pages.general };
    const drawn = pages.drawn.find(
      (page) => page.path === route.path && page.remote === route.remote,
    );
    return { page: drawn?.page ?? pages.byRemote.get(route.remote) ?? pages.general };
  }
}
