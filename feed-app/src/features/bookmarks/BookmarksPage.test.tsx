import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostView } from '@murmur/core';
import { allPages, renderWithProviders, withMockApi } from '@murmur/testing';
import { ExplorePage } from '../explore/ExplorePage';
import { cardsOf, expectCardsToShow, postIdOf, renderForGuest } from '../testing/feedTestKit';
import { BookmarksPage } from './BookmarksPage';

withMockApi();

describe('BookmarksPage', () => {
  it("lists the guest's bookmarked posts, the latest bookmark first", async () => {
    const { token } = await renderForGuest(<BookmarksPage />);
    const bookmarks = await allPages<PostView>('/bookmarks', token);

    expect(screen.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeInTheDocument();
    expect(bookmarks.length).toBeGreaterThan(0);
    await waitFor(() => expectCardsToShow(cardsOf('Bookmarks'), bookmarks));
    for (const card of cardsOf('Bookmarks')) {
      expect(within(card).getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  it('lists a post bookmarked on Explore, first', async () => {
    const { store, unmount } = await renderForGuest(<ExplorePage />);
    await screen.findByRole('feed', { name: 'Explore feed' });
    const card = cardsOf('Explore feed').find(
      (candidate) =>
        within(candidate).getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed') ===
        'false',
    );
    if (!card) throw new Error('Every post is bookmarked already');
    const postId = postIdOf(card);
    const bookmark = within(card).getByRole('button', { name: 'Bookmark' });

    await userEvent.click(bookmark);
    await waitFor(() => expect(bookmark).not.toHaveAttribute('aria-busy'));
    expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    unmount();

    renderWithProviders(<BookmarksPage />, { store });
    await screen.findByRole('feed', { name: 'Bookmarks' });
    const [latest] = cardsOf('Bookmarks');
    expect(postIdOf(latest as HTMLElement)).toBe(postId);
  });

  it('says there are none once the last bookmark is removed', async () => {
    await renderForGuest(<BookmarksPage />);
    await screen.findByRole('feed', { name: 'Bookmarks' });
    const count = cardsOf('Bookmarks').length;

    for (let left = count; left > 0; left -= 1) {
      const [first] = cardsOf('Bookmarks');
      await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Bookmark' }));
      await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(left - 1));
    }

    expect(screen.getByText('You dont have any Bookmarks')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
  });
});
