/**
 * Remotes' route declarations (a remote's src/routes.ts, their rules in @murmur/contract's
 * routes/) as the tools use them: the build that emits them, the scripts that write remotes.json,
 * `deploy:check`, and the servers that answer a route with its first-screen page. Where these
 * refuse a route, the shell at run time skips it (shell/src/routing/). Plain data and functions:
 * the servers must not load @murmur/core's code.
 */
import {
  isObject,
  routeKey,
  routeProblem,
  type RemoteRoute,
  type RemoteRoutes,
} from '@murmur/contract';

/** The file each remote's build writes beside mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** A remote's declarations, checked: throws naming the remote and the route at fault. */
export function parseRemoteRoutes(value: unknown, remote: string): RemoteRoute[] {
  if (!Array.isArray(value)) throw new Error(`${remote}'s routes are not a list.`);
  return value.map((route: unknown, index) => {
    const problem = routeProblem(route);
    if (problem) throw new Error(`${remote}'s route ${index + 1} ${problem}.`);
    return route as RemoteRoute;
  });
}

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
