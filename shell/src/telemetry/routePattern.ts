/**
 * The route a page is on, as its pattern (`/profile/:param`), never its path: a path can hold a
 * user name or a post id, and a report must name no one. An address the product does not route
 * is `/*`, whatever was typed.
 */
import { paths } from '@murmur/core';

const PLACEHOLDER = 'telemetry-param';

const routes: readonly unknown[] = Object.values(paths);

const staticPaths = new Set(routes.filter((path): path is string => typeof path === 'string'));

/** `/profile/`, `/posts/`: what each route with a parameter starts with. */
const paramPrefixes = routes
  .filter((path): path is (param: string) => string => typeof path === 'function')
  .map((path) => path(PLACEHOLDER).replace(PLACEHOLDER, ''));

export function routePattern(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (staticPaths.has(path)) return path;
  const prefix = paramPrefixes.find(
    (start) => path.startsWith(start) && !path.slice(start.length).includes('/'),
  );
  return prefix && path.length > prefix.length ? `${prefix}:param` : '/*';
}
