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
    path: '/profile/:username',
    page: 'ProfilePage',
    what: 'The profile',
    access: 'signed-in',
    // The signed-in person's own profile.
    nav: { label: 'Profile', icon: 'profile', order: 30, to: '/profile/:me' },
    reads: ['/v2/users/:username', '/v2/users/:username/posts'],
  },
] satisfies RemoteRoutes<keyof typeof pages>;
