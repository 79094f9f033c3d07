import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostView, Profile, SuggestionsAnswer } from '@murmur/core';
import { v2, withMockApi } from '@murmur/testing';
import {
  cardsOf,
  expectCardsToShow,
  homeFeedFromServer,
  likes,
  postIdOf,
  renderForGuest,
} from '../testing/feedTestKit';
import { HomePage } from './HomePage';

withMockApi();

const suggestionsPanel = () => screen.getByRole('complementary', { name: 'Suggestions' });
const fullName = (user: Profile) => `${user.firstName} ${user.lastName}`;

describe('HomePage', () => {
  it("shows the guest's and followed users' posts, newest first, then the caught-up box", async () => {
    const { token } = await renderForGuest(<HomePage />);
    const expected = await homeFeedFromServer(token);

    expect(screen.getByRole('main', { name: 'Home' })).toBeInTheDocument();
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expectCardsToShow(cardsOf('Home feed'), expected));
    expect(screen.getByText('You are all cought up')).toBeInTheDocument();
  });

  it('suggests people the guest neither is nor follows, each with a Follow button', async () => {
    const { token } = await renderForGuest(<HomePage />);
    const { items: expected } = await v2<SuggestionsAnswer>('/suggestions', token);
    expect(expected.length).toBeGreaterThan(0);

    const panel = suggestionsPanel();
    expect(within(panel).getByRole('heading', { name: 'Who to follow' })).toBeInTheDocument();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      expected.map(fullName),
    );
    for (const [index, user] of expected.entries()) {
      const item = items[index] as HTMLElement;
      expect(within(item).getByText(`@${user.username}`)).toBeInTheDocument();
      expect(within(item).getByRole('link')).toHaveAttribute('href', `/profile/${user.username}`);
      expect(within(item).getByRole('button', { name: 'Follow' })).toBeEnabled();
    }
  });

  it('following a suggestion takes it off the list and brings their posts into the feed', async () => {
    const { token } = await renderForGuest(<HomePage />);
    const explore = await v2<{ items: PostView[] }>('/timelines/explore?limit=100', token);
    const { items: suggested } = await v2<SuggestionsAnswer>('/suggestions', token);
    // Someone with posts, so that the feed visibly grows.
    const user = suggested.find((candidate) =>
      explore.items.some((post) => post.author.id === candidate.id),
    );
    if (!user) throw new Error('The seed has no suggested user with posts');
    const before = await homeFeedFromServer(token);

    const item = await within(suggestionsPanel()).findByRole('listitem', {
      name: fullName(user),
    });
    await userEvent.click(within(item).getByRole('button', { name: 'Follow' }));

    await waitFor(() =>
      expect(within(suggestionsPanel()).queryByRole('link', { name: fullName(user) })).toBeNull(),
    );
    const after = await homeFeedFromServer(token);
    expect(after.length).toBeGreaterThan(before.length);
    await waitFor(() => expectCardsToShow(cardsOf('Home feed'), after));
  });

  it('says so once every suggested user is followed', async () => {
    await renderForGuest(<HomePage />);
    const count = (await within(suggestionsPanel()).findAllByRole('listitem')).length;
    for (let i = 0; i < count; i += 1) {
      const [first] = within(suggestionsPanel()).getAllByRole('button', { name: 'Follow' });
      await userEvent.click(first as HTMLElement);
      await waitFor(() =>
        expect(within(suggestionsPanel()).queryAllByRole('listitem')).toHaveLength(count - i - 1),
      );
    }
    expect(
      await within(suggestionsPanel()).findByText('You have followed all suggested users'),
    ).toBeInTheDocument();
  });

  it('liking a post presses the heart and counts one like, on screen and on the server', async () => {
    const { token } = await renderForGuest(<HomePage />);
    await screen.findByRole('feed', { name: 'Home feed' });
    const card = cardsOf('Home feed').find(
      (candidate) =>
        within(candidate).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed') ===
        'false',
    );
    if (!card) throw new Error('The guest already likes every drawn post of the feed');
    const like = within(card).getByRole('button', { name: 'Like' });
    const postId = postIdOf(card);
    const { post: before } = await v2<{ post: PostView }>(`/posts/${postId}`, token);
    expect(like).toHaveAccessibleDescription(likes(before.likeCount));

    // Both clicks land before the server answers: the busy heart must send one like, not two.
    await userEvent.setup({ delay: null }).dblClick(like);

    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleDescription(likes(before.likeCount + 1));
    const { post: after } = await v2<{ post: PostView }>(`/posts/${postId}`, token);
    expect(after).toMatchObject({ likeCount: before.likeCount + 1, likedByMe: true });
  });
});
