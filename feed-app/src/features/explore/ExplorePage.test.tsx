import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, type PostView } from '@murmur/core';
import { allPages, renderWithProviders, withMockApi } from '@murmur/testing';
import { cardsOf, expectCardsToShow, renderForGuest } from '../testing/feedTestKit';
import { ExplorePage } from './ExplorePage';

withMockApi();

describe('ExplorePage', () => {
  it('shows every post, newest first, a page at a time', async () => {
    const { token } = await renderForGuest(<ExplorePage />);
    const posts = await allPages<PostView>('/timelines/explore', token);

    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    // The seed's 22 posts are two pages: "Load more posts" asks for the second.
    const more = await screen.findByRole('button', { name: 'Load more posts' });
    expect(cardsOf('Explore feed')[0]).toHaveAttribute('aria-setsize', '-1');
    await userEvent.click(more);
    await waitFor(() => expectCardsToShow(cardsOf('Explore feed'), posts));
    expect(screen.getByText('You are all cought up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  });

  it('says it is loading until the first page is in', async () => {
    renderWithProviders(<ExplorePage />, { store: makeStore() });

    expect(screen.getByRole('status', { name: 'Loading explore feed' })).toBeInTheDocument();
    expect(await screen.findByRole('feed', { name: 'Explore feed' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading explore feed' })).toBeNull();
  });

  it("shows the server's message when loading fails, and Try again loads the posts", async () => {
    const failure = {
      ok: false,
      status: 503,
      text: async () => JSON.stringify({ errors: ['The posts are resting. Come back soon.'] }),
    } as Response;
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(failure);
    renderWithProviders(<ExplorePage />, { store: makeStore() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The posts are resting. Come back soon.');
    expect(screen.queryByRole('feed')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('feed', { name: 'Explore feed' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cardsOf('Explore feed').length).toBeGreaterThan(0);
  });
});
