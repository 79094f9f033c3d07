import { paths } from '@murmur/core';
import { type StandalonePage } from '@murmur/standalone';
import { BookmarksPage, ExplorePage, HomePage } from '../pages';

export const standalonePages: StandalonePage[] = [
  {
    path: paths.home,
    element: <HomePage />,
    nav: { label: 'Home', to: paths.home },
    requiresAuth: true,
  },
  {
    path: paths.explore,
    element: <ExplorePage />,
    nav: { label: 'Explore', to: paths.explore },
    requiresAuth: true,
  },
  {
    path: paths.bookmarks,
    element: <BookmarksPage />,
    nav: { label: 'Bookmarks', to: paths.bookmarks },
    requiresAuth: true,
  },
];
