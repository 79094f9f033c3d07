import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, postsApi } from '@murmur/core';
import { withMockApi } from '@murmur/testing/src/mockApi';
import { renderWithProviders } from '@murmur/testing/src/render';
import { cardsOf, expectCardsToShow, newestFirst, renderForGuest } from '../testing/feedTestKit';
import { ExplorePage } from './ExplorePage';

withMockApi();

describe('ExplorePage', () => {
  it('shows every post, newest first', async () => {
    await renderForGuest(<ExplorePage />);
    const { posts } = await postsApi.getAll();

    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    expectCardsToShow(cardsOf('Explore feed'), [...posts].sort(newestFirst));
  });

  it('loads the posts itself when nobody has, saying so meanwhile', async () => {
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
    const { posts } = await postsApi.getAll();
    expect(cardsOf('Explore feed')).toHaveLength(posts.length);
  });
});
