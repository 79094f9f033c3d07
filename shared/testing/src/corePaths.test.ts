import { matchPath } from 'react-router-dom';
import { paths } from '@murmur/core';
import type { RemoteRoute } from '@murmur/core';
import { productRemotesJson } from './productRoutes';

/** Every route the remotes declare, with the page that serves it. */
const declared = Object.values(productRemotesJson()).flatMap(
  (entry) => (entry as { routes: RemoteRoute[] }).routes,
);

/** The declared route a link leads to, by the router's own matching. */
const pageAt = (href: string) =>
  declared.find((route) => matchPath(route.path, href) !== null)?.page;

test("core's paths lead to the pages the remotes declare, and name every declared route", () => {
  const links = {
    login: paths.login,
    signup: paths.signup,
    home: paths.home,
    explore: paths.explore,
    bookmarks: paths.bookmarks,
    profile: paths.profile('guest'),
    post: paths.post('post-1'),
  } satisfies Record<keyof typeof paths, string>;
  expect(
    Object.fromEntries(Object.entries(links).map(([name, href]) => [name, pageAt(href)])),
  ).toEqual({
    login: 'LoginPage',
    signup: 'SignupPage',
    home: 'HomePage',
    explore: 'ExplorePage',
    bookmarks: 'BookmarksPage',
    profile: 'ProfilePage',
    post: 'PostPage',
  });
  const reached = new Set(Object.values(links).map(pageAt));
  expect(declared.filter((route) => !reached.has(route.page)).map((route) => route.path)).toEqual(
    [],
  );
});
