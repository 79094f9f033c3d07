/**
 * The rules of remotes' route declarations (a remote's src/routes.ts, `RemoteRoutes` in
 * @murmur/core) for the tools: the build that emits them, the scripts that write remotes.json,
 * `deploy:check`, and the servers that answer a route with its first-screen page. The shell
 * applies the same rules at run time (shell/src/routing/), forgiving where these refuse.
 * Plain data and functions: the servers must not load @murmur/core's code.
 */
import type { NavIcon, RemoteRoute, RemoteRoutes } from '@murmur/core';
import { isObject } from '../isObject';

/** The file each remote's build writes beside mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** The icons the shell draws (NAV_ICONS in @murmur/core, repeated here as the servers need it). */
const NAV_ICON_NAMES: readonly NavIcon[] = ['home', 'explore', 'profile', 'bookmarks', 'generic'];

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A path's segment: a word of a URL's unreserved characters (not `.` or `..`), a `:parameter`,
 * or a last `*`. A path becomes a file name, a regular expression in nginx's configuration and a
 * link (firstScreenPages.ts, nginxConfig.ts): nothing else may reach them, not even escaped.
 */
const ROUTE_SEGMENT = /^(?:(?!\.\.?$)[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*)$/;

/** Whether every segment of `path` is of a route's alphabet (a trailing `/` allowed). */
function inRouteAlphabet(path: string): boolean {
  const segments = path.slice(1).split('/');
  if (segments.length === 1 && segments[0] === '') return true; // `/`
  const last = segments.length - 1;
  return segments.every(
    (segment, index) =>
      ROUTE_SEGMENT.test(segment) || (index === last && (segment === '*' || segment === '')),
  );
}

/** Why one declared route is not a route, or null when it is one. */
export function routeProblem(route: unknown): string | null {
  if (!isObject(route)) return 'is not an object';
  if (!isText(route.path) || !route.path.startsWith('/')) return 'has no path starting with /';
  if (!inRouteAlphabet(route.path)) {
    return (
      `has the path ${JSON.stringify(route.path)}: a route's path is segments of letters, ` +
      'digits and - . _ ~ (not . or ..), :parameters and a last *'
    );
  }
  if (!isText(route.page)) return `(${route.path}) names no page`;
  if (!isText(route.what)) return `(${route.path}) has no "what"`;
  if (route.access !== 'signed-in' && route.access !== 'public') {
    return `(${route.path}) has access ${JSON.stringify(route.access)}, not "signed-in" or "public"`;
  }
  if (route.layout !== undefined && route.layout !== 'feed') {
    return `(${route.path}) has layout ${JSON.stringify(route.layout)}, not "feed"`;
  }
  const reads = route.reads;
  if (reads !== undefined) {
    if (!Array.isArray(reads) || !reads.every((read) => isText(read) && read.startsWith('/'))) {
      return `(${route.path}) has "reads" that are not a list of paths under the API`;
    }
    const params = new Set(route.path.match(/:[^/]+/g) ?? []);
    const unknown = reads.flatMap((read: string) => read.match(/:[^/?&]+/g) ?? []);
    const missing = unknown.find((param) => !params.has(param));
    if (missing) return `(${route.path}) reads ${missing}, which its path does not have`;
  }
  const nav = route.nav;
  if (nav === undefined) return null;
  if (!isObject(nav) || !isText(nav.label) || typeof nav.order !== 'number') {
    return `(${route.path}) has a nav entry without a label and an order`;
  }
  if (!NAV_ICON_NAMES.includes(nav.icon as NavIcon)) {
    return `(${route.path}) has nav icon ${JSON.stringify(nav.icon)}, not one of ${NAV_ICON_NAMES.join(', ')}`;
  }
  if (nav.to !== undefined && (!isText(nav.to) || !nav.to.startsWith('/'))) {
    return `(${route.path}) has a nav "to" that is not a path`;
  }
  return null;
}

/** A remote's declarations, checked: throws naming the remote and the route at fault. */
export function parseRemoteRoutes(value: unknown, remote: string): RemoteRoute[] {
  if (!Array.isArray(value)) throw new Error(`${remote}'s routes are not a list.`);
  return value.map((route: unknown, index) => {
    const problem = routeProblem(route);
    if (problem) throw new Error(`${remote}'s route ${index + 1} ${problem}.`);
    return route as RemoteRoute;
  });
}

/** A path with its parameters' names dropped: `/profile/:a` and `/profile/:b` are one route. */
export const routeKey = (path: string) => path.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';

/**
 * Every path two remotes both claim, one sentence each naming both: a deployment that would
 * serve them is refused (the shell, given one anyway, keeps the first remote's).
 */
export function routeConflicts(byRemote: Readonly<Record<string, RemoteRoutes>>): string[] {
  const owner = new Map<string, { remote: string; path: string }>();
  const conflicts: string[] = [];
  for (const [remote, routes] of Object.entries(byRemote)) {
    for (const { path } of routes) {
      const claimed = owner.get(routeKey(path));
      if (!claimed) owner.set(routeKey(path), { remote, path });
      else if (claimed.remote !== remote) {
        conflicts.push(
          `${remote} and ${claimed.remote} both serve ${path}${claimed.path === path ? '' : ` (${claimed.path})`}: a path belongs to one remote.`,
        );
      }
    }
  }
  return conflicts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's path as an anchored regular expression, as the servers match a request with it
 * (nginx's map too: no flags, no lookarounds). `:param` is one segment, a trailing `*` the rest.
 */
export function routePattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return escapeRegExp(segment);
    });
  return `^/${segments.join('/')}$`;
}

/** The routes of one entry of remotes.json: its live version's, then its canary's. */
export function routesOfEntry(entry: unknown): unknown[] {
  if (!isObject(entry)) return [];
  const live = Array.isArray(entry.routes) ? entry.routes : [];
  const canary =
    isObject(entry.canary) && Array.isArray(entry.canary.routes) ? entry.canary.routes : [];
  return [...live, ...canary];
}

/** A route a server answers: its remote, its declared path and access, and its pattern. */
export interface ServedRoute {
  remote: string;
  path: string;
  access: RemoteRoute['access'];
  pattern: string;
}

/** Every route of remotes.json, live and canary, each pattern once (the first remote's). */
export function servedRoutesOf(remotesJson: Readonly<Record<string, unknown>>): ServedRoute[] {
  const seen = new Set<string>();
  const served: ServedRoute[] = [];
  for (const [remote, entry] of Object.entries(remotesJson)) {
    for (const route of routesOfEntry(entry)) {
      if (routeProblem(route) !== null) continue;
      const { path, access } = route as RemoteRoute;
      const pattern = routePattern(path);
      if (seen.has(pattern)) continue; // the first remote's, as the shell keeps it
      seen.add(pattern);
      served.push({ remote, path, access, pattern });
    }
  }
  return served;
}

/** The route of remotes.json a request's path opens, if any. */
export function servedRouteOfPath(
  pathname: string,
  remotesJson: Readonly<Record<string, unknown>>,
): ServedRoute | null {
  return (
    servedRoutesOf(remotesJson).find(({ pattern }) => new RegExp(pattern).test(pathname)) ?? null
  );
}

/**
 * A route's file name for its drawn page: its segments joined by dots, a parameter as
 * `_name`, anything else of the path as `-` (`/profile/:username` → `profile._username`).
 */
export function routeSlug(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return 'index';
  return segments
    .map((segment) => {
      if (segment === '*') return '_rest';
      const text = segment.replace(/^:/, '_').replace(/[^A-Za-z0-9_-]/g, '-');
      return text;
    })
    .join('.');
}

/** The remote of remotes.json that serves a path (the first-screen hints'), if any. */
export function remoteOfRoute(
  pathname: string,
  remotesJson: Readonly<Record<string, unknown>>,
): string | null {
  return servedRouteOfPath(pathname, remotesJson)?.remote ?? null;
}
