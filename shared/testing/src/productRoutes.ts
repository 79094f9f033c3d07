/**
 * remotes.json as the product's four remotes declare their routes (each remote's src/routes.ts),
 * for the shell's tests, which may not import a remote. productRoutes.test.ts holds it to the
 * remotes' own declarations.
 */
import type { RemoteRoutes } from '@murmur/core';

export const PRODUCT_ROUTES = {
  auth: [
    { path: '/', page: 'LoginPage', what: 'The sign-in page', access: 'public' },
    { path: '/signup', page: 'SignupPage', what: 'The sign-up page', access: 'public' },
  ],
  feed: [
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
  ],
  profile: [
    {
      path: '/profile/:username',
      page: 'ProfilePage',
      what: 'The profile',
      access: 'signed-in',
      nav: { label: 'Profile', icon: 'profile', order: 30, to: '/profile/:me' },
      reads: ['/v2/users/:username', '/v2/users/:username/posts'],
    },
  ],
  post: [
    {
      path: '/posts/:postId',
      page: 'PostPage',
      what: 'The post',
      access: 'signed-in',
      reads: ['/v2/posts/:postId', '/v2/posts/:postId/comments'],
    },
  ],
} satisfies Record<string, RemoteRoutes>;

/** remotes.json with the four remotes on the preview ports (`npm run serve`). */
export const productRemotesJson = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(PRODUCT_ROUTES).map(([name, routes], index) => [
      name,
      { manifest: `http://localhost:${4001 + index}/mf-manifest.json`, routes },
    ]),
  );
