/**
 * Which remote serves a path of the shell, for the servers that write a page's first-screen
 * hints: the preview server per request, nginx (a release store) through the map it is
 * configured with (scripts/lib/release/nginx/). The same map as the shell's router
 * (shell/src/app/remotePages/preloadRemotes.ts, `remoteOfPath`, whose test holds the two
 * together); patterns here, as the servers must not load @murmur/core's code.
 */
import type { RemoteName } from '@murmur/core';

/** Each remote's routes, as regular expressions nginx reads too (no flags, anchored). */
export const ROUTES_OF_REMOTE: Readonly<Record<RemoteName, string>> = {
  auth: '^/(signup)?$',
  feed: '^/(home|explore|bookmarks)$',
  profile: '^/profile/',
  post: '^/posts/',
};

export function remoteOfRoute(pathname: string): RemoteName | null {
  const found = Object.entries(ROUTES_OF_REMOTE).find(([, pattern]) =>
    new RegExp(pattern).test(pathname),
  );
  return found ? (found[0] as RemoteName) : null;
}
