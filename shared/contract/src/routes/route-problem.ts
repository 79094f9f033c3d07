/**
 * The rules of a route declaration (`RemoteRoute`), one copy for every reader: the build that
 * emits a remote's routes refuses a route that breaks them, deploy:check and the release store
 * refuse a remotes.json holding one, and the shell at run time skips it (it must still serve
 * every other route). Plain functions: the servers and tools load them without @murmur/core.
 */
import { isObject } from '../is-object';
import { NAV_ICONS, type NavIcon } from './remote-routes';

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

/** Why `reads` are not the first reads of a route at `path`, or null when they are. */
function readsProblem(path: string, reads: unknown): string | null {
  if (!Array.isArray(reads) || !reads.every((read) => isText(read) && read.startsWith('/'))) {
    return `(${path}) has "reads" that are not a list of paths under the API`;
  }
  const params = new Set(path.match(/:[^/]+/g) ?? []);
  const named = reads.flatMap((read: string) => read.match(/:[^/?&]+/g) ?? []);
  const missing = named.find((param) => !params.has(param));
  return missing ? `(${path}) reads ${missing}, which its path does not have` : null;
}

/** Why `nav` is not a route's navigation entry, or null when it is one. */
function navProblem(path: string, nav: unknown): string | null {
  if (!isObject(nav) || !isText(nav.label) || typeof nav.order !== 'number') {
    return `(${path}) has a nav entry without a label and an order`;
  }
  if (!NAV_ICONS.includes(nav.icon as NavIcon)) {
    return `(${path}) has nav icon ${JSON.stringify(nav.icon)}, not one of ${NAV_ICONS.join(', ')}`;
  }
  if (nav.to !== undefined && (!isText(nav.to) || !nav.to.startsWith('/'))) {
    return `(${path}) has a nav "to" that is not a path`;
  }
  return null;
}

/** Why one declared route is not a route, or null when it is one. */
export function routeProblem(route: unknown): string | null {
  if (!isObject(route)) return 'is not an object';
  if (!isText(route.path) || !route.path.startsWith('/')) return 'has no path starting with /';
  const { path } = route;
  if (!inRouteAlphabet(path)) {
    return (
      `has the path ${JSON.stringify(path)}: a route's path is segments of letters, ` +
      'digits and - . _ ~ (not . or ..), :parameters and a last *'
    );
  }
  if (!isText(route.page)) return `(${path}) names no page`;
  if (!isText(route.what)) return `(${path}) has no "what"`;
  if (route.access !== 'signed-in' && route.access !== 'public') {
    return `(${path}) has access ${JSON.stringify(route.access)}, not "signed-in" or "public"`;
  }
  if (route.layout !== undefined && route.layout !== 'feed') {
    return `(${path}) has layout ${JSON.stringify(route.layout)}, not "feed"`;
  }
  if (route.reads !== undefined) {
    const problem = readsProblem(path, route.reads);
    if (problem) return problem;
  }
  return route.nav === undefined ? null : navProblem(path, route.nav);
}

/** A path with its parameters' names dropped: `/profile/:a` and `/profile/:b` are one route. */
export const routeKey = (path: string) => path.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';
