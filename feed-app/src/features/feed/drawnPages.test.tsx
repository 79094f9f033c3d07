import { hydrateDrawnPage, signedInStore, withMockApi } from '@murmur/testing';
import { BookmarksPage } from '../bookmarks/BookmarksPage';
import { ExplorePage } from '../explore/ExplorePage';
import { HomePage } from '../home/HomePage';

withMockApi();

test.each([
  ['/home', <HomePage key="home" />],
  ['/explore', <ExplorePage key="explore" />],
  ['/bookmarks', <BookmarksPage key="bookmarks" />],
])('%s, drawn as its placeholder, hydrates without a mismatch', async (path, page) => {
  const { complaints, keptTheDrawing } = await hydrateDrawnPage(page, {
    path,
    route: path,
    access: 'signed-in',
  });

  expect(complaints).toEqual([]);
  expect(keptTheDrawing).toBe(true);
});

test('the home feed whose posts arrived before the scripts hydrates its placeholder, then shows them', async () => {
  // A sign-in's answer brings the feed's first page: the store has it before the page hydrates.
  const store = await signedInStore();
  const { complaints, keptTheDrawing, container } = await hydrateDrawnPage(<HomePage />, {
    path: '/home',
    route: '/home',
    access: 'signed-in',
    store,
  });

  expect(complaints).toEqual([]);
  expect(keptTheDrawing).toBe(true);
  expect(container.querySelector('[aria-label="Loading home feed"]')).toBeNull();
  expect(container.querySelectorAll('article').length).toBeGreaterThan(0);
});
