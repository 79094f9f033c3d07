/**
 * What a page reads first, from remotes.json alone: the `reads` of the route that serves the
 * path (a remote's routes.ts, docs/routing.md "First reads"), in the version of the remote this
 * page takes (a canary's own routes for a page in its share), the route's parameters filled in.
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module, so it
 * matches paths with the browser's own URLPattern, where React Router's matcher comes later. A
 * browser without URLPattern reads nothing first: its page asks as it renders, as before.
 */
import { routesTaken } from '../releases/remotesPointer';
import { isObject } from '@murmur/contract';

interface DeclaredRoute {
  path: string;
  reads: string[];
}

function declaredRoutes(entry: unknown, bucket: number): DeclaredRoute[] {
  const routes = isObject(entry) ? routesTaken(entry, bucket) : null;
  return (routes ?? []).flatMap((route: unknown) =>
    isObject(route) && typeof route.path === 'string'
      ? [
          {
            path: route.path,
            reads: Array.isArray(route.reads)
              ? route.reads.filter((read): read is string => typeof read === 'string')
              : [],
          },
        ]
      : [],
  );
}

/** The route's parameters of `pathname`, decoded; null when the route does not serve it. */
function paramsOf(path: string, pathname: string): Record<string, string> | null {
  const match = new URLPattern({ pathname: path }).exec({ pathname });
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.pathname.groups)) {
    if (value === undefined) continue;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      return null; // a malformed address: the page will say it is not found
    }
  }
  return params;
}

/** `/v2/users/:username` with the route's `username`, encoded as the API client encodes it. */
const filledIn = (read: string, params: Record<string, string>) =>
  read.replace(/:([^/?&]+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name]!) : whole,
  );

/** The API paths (under the API's base) the route serving `pathname` reads first. */
export function routeReadsOf(
  remotesJson: Readonly<Record<string, unknown>>,
  bucket: number,
  pathname: string,
): string[] {
  if (typeof URLPattern === 'undefined') return [];
  // The first remote to claim a path serves it, as the shell's router decides (routeTable.ts).
  for (const entry of Object.values(remotesJson)) {
    for (const route of declaredRoutes(entry, bucket)) {
      const params = paramsOf(route.path, pathname);
      if (params) return route.reads.map((read) => filledIn(read, params));
    }
  }
  return [];
}
