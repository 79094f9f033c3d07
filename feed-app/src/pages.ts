/** What the `feed` remote exposes as `feed/pages` (see FeedRemote in @murmur/core). */
import type { Exposes, FeedRemote } from '@murmur/core';
import { BookmarksPage as Bookmarks } from './features/bookmarks/BookmarksPage';
import { ExplorePage as Explore } from './features/explore/ExplorePage';
import { HomePage as Home } from './features/home/HomePage';
import type * as thisModule from './pages';

// Checked against the contract the shell loads this module by: a renamed page fails the type check.
const pages = {
  HomePage: Home,
  ExplorePage: Explore,
  BookmarksPage: Bookmarks,
} satisfies FeedRemote;

export const { HomePage, ExplorePage, BookmarksPage } = pages;

/** The module's exports themselves, as the shell receives them, must match the contract too. */
export type FeedPagesModule = Exposes<FeedRemote, typeof thisModule>;
