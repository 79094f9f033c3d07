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
    path: '/posts/:postId',
    page: 'PostPage',
    what: 'The post',
    access: 'signed-in',
    reads: ['/v2/posts/:postId', '/v2/posts/:postId/comments'],
  },
] satisfies RemoteRoutes<keyof typeof pages>;
