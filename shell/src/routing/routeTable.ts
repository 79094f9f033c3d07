/**
 * The shell's routes and main navigation, read from remotes.json alone: each entry carries the
 * routes its remote declares (`RemoteRoutes` in @murmur/core; docs/routing.md). A canary entry
 * carries its own, and a page takes the routes of the version it takes. A route is checked by
 * the same rules as the tools check it (@murmur/contract's routes/), but forgiving where they
 * refuse: a route that breaks them is skipped, a path two remotes claim goes to the first, and
 * the console says which.
 */
import { isObject, routeKey, routeProblem } from '@murmur/contract';
import type { NavEntry, RemoteRoute } from '@murmur/core';
import { routesTaken } from '../releases/remotesPointer';

/** A route and the remote that serves it. */
export interface TableRoute {
  remote: string;
  route: RemoteRoute;
}

/** A main navigation link, in order. */
export interface NavLinkEntry extends NavEntry {
  remote: string;
  /** The route's path, for a link without its own `to`. */
  path: string;
}

export interface RouteTable {
  routes: TableRoute[];
  nav: NavLinkEntry[];
}

export const EMPTY_ROUTE_TABLE: RouteTable = { routes: [], nav: [] };

/** The declared routes of one entry, for a page in canary bucket `bucket` (null: none). */
function declaredRoutes(name: string, entry: unknown, bucket: number): unknown[] | null {
  if (typeof entry === 'string' && entry !== '') return null;
  if (!isObject(entry)) return [];
  const routes = routesTaken(entry, bucket);
  if (routes) return routes;
  console.warn(`remotes.json gives the "${name}" remote no routes: it serves no page here.`);
  return [];
}

export function routeTableOf(remotesJson: Readonly<Record<string, unknown>>, bucket: number) {
  const table: RouteTable = { routes: [], nav: [] };
  const owners = new Map<string, TableRoute>();
  for (const [remote, entry] of Object.entries(remotesJson)) {
    const declared = declaredRoutes(remote, entry, bucket);
    if (declared === null) {
      console.warn(
        `remotes.json names the "${remote}" remote by its manifest's URL alone: it serves no route. Give it { "manifest", "routes" } (docs/routing.md).`,
      );
      continue;
    }
    for (const declaredRoute of declared) {
      const problem = routeProblem(declaredRoute);
      if (problem !== null) {
        console.error(`remotes.json: a route of the "${remote}" remote ${problem}; skipped.`);
        continue;
      }
      const route = declaredRoute as RemoteRoute;
      const first = owners.get(routeKey(route.path));
      if (first) {
        console.error(
          `${remote} and ${first.remote} both serve ${route.path}: ${first.remote}'s, registered first, is kept.`,
        );
        continue;
      }
      const served = { remote, route };
      owners.set(routeKey(route.path), served);
      table.routes.push(served);
      if (route.nav) table.nav.push({ ...route.nav, remote, path: route.path });
    }
  }
  table.nav.sort((a, b) => a.order - b.order);
  return table;
}

/** Where a navigation link goes for the signed-in `username`. */
export function navTarget(link: NavLinkEntry, username: string): string {
  return (link.to ?? link.path).replace(/(^|\/):me(?=\/|$)/g, `$1${encodeURIComponent(username)}`);
}
