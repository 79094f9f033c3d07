import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_CREDENTIALS, postsApi, usersApi } from '@murmur/core';
import { withMockApi } from '@murmur/testing/src/mockApi';
import {
  cardsOf,
  expectCardsToShow,
  guestHomeFeedFromServer,
  likes,
  postIdOf,
  renderForGuest,
} from '../testing/feedTestKit';
import { HomePage } from './HomePage';

withMockApi();

const suggestionsPanel = () => screen.getByRole('complementary', { name: 'Suggestions' });

describe('HomePage', () => {
  it("shows the guest's and followed users' posts, newest first, then the caught-up box", async () => {
    await renderForGuest(<HomePage />);
    const expected = await guestHomeFeedFromServer();

    expect(screen.getByRole('main', { name: 'Home' })).toBeInTheDocument();
    expect(expected.length).toBeGreaterThan(0);
    expectCardsToShow(cardsOf('Home feed'), expected);
    expect(screen.getByText('You are all cought up')).toBeInTheDocument();
  });

  it('suggests everyone the guest neither is nor follows, each with a Follow button', async () => {
    await renderForGuest(<HomePage />);
    const [{ users }, { user: guest }] = await Promise.all([
      usersApi.getAll(),
      usersApi.getOne(GUEST_CREDENTIALS.username),
    ]);
    const followed = new Set(guest.following.map((u) => u.username));
    const expected = users.filter(
      (u) => u.username !== guest.username && !followed.has(u.username),
    );

    const panel = suggestionsPanel();
    expect(within(panel).getByRole('heading', { name: 'Who to follow' })).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      expected.map((u) => `${u.firstName} ${u.lastName}`),
    );
    for (const [index, user] of expected.entries()) {
      const item = items[index] as HTMLElement;
      expect(within(item).getByText(`@${user.username}`)).toBeInTheDocument();
      expect(within(item).getByRole('link')).toHaveAttribute('href', `/profile/${user.username}`);
      expect(within(item).getByRole('button', { name: 'Follow' })).toBeEnabled();
    }
  });

  it('following a suggestion takes it off the list and brings their posts into the feed', async () => {
    await renderForGuest(<HomePage />);
    const { posts } = await postsApi.getAll();
    const before = cardsOf('Home feed').length;

    const items = within(suggestionsPanel()).getAllByRole('listitem');
    // Someone with posts, so that the feed visibly grows.
    const item = items.find((candidate) => {
      const username = within(candidate).getByText(/^@/).textContent?.slice(1);
      return posts.some((post) => post.username === username);
    });
    if (!item) throw new Error('The seed has no suggested user with posts');
    const name = within(item).getByRole('link').textContent ?? '';
    const username = within(item).getByText(/^@/).textContent?.slice(1);
    const theirPosts = posts.filter((post) => post.username === username);

    await userEvent.click(within(item).getByRole('button', { name: 'Follow' }));

    await waitFor(() =>
      expect(within(suggestionsPanel()).queryByRole('link', { name })).toBeNull(),
    );
    expect(cardsOf('Home feed')).toHaveLength(before + theirPosts.length);
    expectCardsToShow(cardsOf('Home feed'), await guestHomeFeedFromServer());
  });

  it('says so once every suggested user is followed', async () => {
    await renderForGuest(<HomePage />);
    const count = within(suggestionsPanel()).getAllByRole('listitem').length;
    for (let i = 0; i < count; i += 1) {
      const [first] = within(suggestionsPanel()).getAllByRole('button', { name: 'Follow' });
      await userEvent.click(first as HTMLElement);
      await waitFor(() =>
        expect(within(suggestionsPanel()).queryAllByRole('listitem')).toHaveLength(count - i - 1),
      );
    }
    expect(
      within(suggestionsPanel()).getByText('You have followed all suggested users'),
    ).toBeInTheDocument();
  });

  it('liking a post presses the heart and counts one like, on screen and on the server', async () => {
    await renderForGuest(<HomePage />);
    const card = cardsOf('Home feed').find(
      (candidate) =>
        within(candidate).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed') ===
        'false',
    );
    if (!card) throw new Error('The guest already likes every post of the feed');
    const like = within(card).getByRole('button', { name: 'Like' });
    const postId = postIdOf(card);
    const { post: before } = await postsApi.getOne(postId);
    expect(like).toHaveAccessibleDescription(likes(before.likes.likeCount));

    // Both clicks land before the server answers: the busy heart must send one like, not two.
    await userEvent.setup({ delay: null }).dblClick(like);

    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleDescription(likes(before.likes.likeCount + 1));
    const { post: after } = await postsApi.getOne(postId);
    expect(after.likes.likeCount).toBe(before.likes.likeCount + 1);
  });
});
