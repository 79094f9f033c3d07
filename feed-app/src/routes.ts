/**
 * What this remote serves, as data the build reads without running it (shared/build/routes):
 * `routes` is a list of `{ path, page, what, access, layout?, nav?, reads? }`, checked against the
 * pages module by `satisfies RemoteRoutes<keyof typeof pages>` (@murmur/core, remoteRoutes.ts).
 * The shell builds its router and main navigation from these at start-up (docs/routing.md).
 * Data only: no React, no runtime import.
 */
import type { RemoteRoutes } from '@murmur/core';
import type * as pages from './pages';

export const routes = [
  {
    path: '/home',
    page: 'HomePage',
    what: 'The feed',
    access: 'signed-in',
    layout: 'feed',
    nav: { label: 'Home', icon: 'home', order: 10 },
    reads: ['/v2/timelines/home', '/v2/suggestions'],
  },
  {
    path: '/explore',
    page: 'ExplorePage',
    what: 'The explore page',
    access: 'signed-in',
    nav: { label: 'Explore', icon: 'explore', order: 20 },
    reads: ['/v2/timelines/explore'],
  },
  {
    path: '/bookmarks',
    page: 'BookmarksPage',
    what: 'Your bookmarks',
    access: 'signed-in',
    nav: { label: 'Bookmarks', icon: 'bookmarks', order: 40 },
    reads: ['/v2/bookmarks'],
  },
] satisfies RemoteRoutes<keyof typeof pages>;
