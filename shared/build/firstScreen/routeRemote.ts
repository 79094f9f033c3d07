/**
 * Which remote serves a path of the shell, for the servers that write a page's first-screen
 * hints. The same map as the shell's router (shell/src/app/remotePages/preloadRemotes.ts,
 * `remoteOfPath`, whose test holds the two together); plain strings here, as the servers must
 * not load @murmur/core's code.
 */
import type { RemoteName } from '@murmur/core';

const FEED_PATHS = ['/home', '/explore', '/bookmarks'];

export function remoteOfRoute(pathname: string): RemoteName | null {
  if (pathname === '/' || pathname === '/signup') return 'auth';
  if (FEED_PATHS.includes(pathname)) return 'feed';
  if (pathname.startsWith('/profile/')) return 'profile';
  if (pathname.startsWith('/posts/')) return 'post';
  return null;
}
