/** What the `feed` remote exposes (`feed/pages`): its pages, which its routes.ts names. */
import type { PagesModule, RemotePages } from '@murmur/core';
import { BookmarksPage as Bookmarks } from './features/bookmarks/BookmarksPage';
import { ExplorePage as Explore } from './features/explore/ExplorePage';
import { HomePage as Home } from './features/home/HomePage';
import type * as thisModule from './pages';

const pages = {
  HomePage: Home,
  ExplorePage: Explore,
  BookmarksPage: Bookmarks,
} satisfies RemotePages;

export const { HomePage, ExplorePage, BookmarksPage } = pages;

/** The module's exports themselves, as the shell receives them, must all be pages. */
export type FeedPagesModule = PagesModule<typeof thisModule>;
