import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { renderWithProviders } from '@murmur/testing/src/render';
import type { RootState } from '@murmur/core/src/store/store';
import { buildPost, buildUser } from '@murmur/testing/src/builders';
import { PostCard } from './PostCard';

const ada = buildUser();
const adaSummary = {
  _id: ada._id,
  firstName: ada.firstName,
  lastName: ada.lastName,
  username: ada.username,
  avatarURL: '',
};

function signedInAs(user = ada): Partial<RootState> {
  return {
    auth: {
      userData: user,
      username: user.username,
      isAuthenticated: true,
      error: null,
      encodedToken: 'token-of-ada',
      status: 'idle',
    },
  };
}

describe('PostCard', () => {
  it('shows markup in a post as literal text, never as HTML', () => {
    const content = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { container } = renderWithProviders(<PostCard post={buildPost({ content })} />);
    expect(screen.getByText(content)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it("keeps the author's line breaks", () => {
    renderWithProviders(<PostCard post={buildPost({ content: 'first line\n\nthird line' })} />);
    const text = screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === 'first line\n\nthird line',
    );
    expect(text).toBeVisible();
  });

  it('links the author to their profile and the card to its page, with the comment count', () => {
    const comment = {
      _id: 'c1',
      text: 'Nice',
      username: 'grace',
      firstName: 'Grace',
      lastName: 'Hopper',
      avatarURL: '',
      votes: { upvotedBy: [], downvotedBy: [] },
      createdAt: '2026-01-01T10:00:00+00:00',
      updatedAt: '2026-01-01T10:00:00+00:00',
    };
    renderWithProviders(
      <PostCard post={buildPost({ comments: [comment, { ...comment, _id: 'c2' }] })} />,
    );
    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/ada',
    );
    expect(within(card).getByText('@ada')).toBeInTheDocument();
    const open = within(card).getByRole('link', { name: /Open post/ });
    expect(open).toHaveAttribute('href', '/posts/post-1');
    expect(open).toHaveAccessibleName('Open post, 2 comments');
  });

  it('shows whether I like it, with the like count', () => {
    const post = buildPost({ likes: { likeCount: 3, likedBy: [adaSummary], dislikedBy: [] } });
    renderWithProviders(<PostCard post={post} />, { preloadedState: signedInAs() });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleDescription('3 likes');
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps keyboard focus on a like that is on its way, and ignores a second press', async () => {
    const post = buildPost();
    const { store } = renderWithProviders(<PostCard post={post} />, {
      preloadedState: {
        ...signedInAs(),
        posts: {
          list: [post],
          status: 'succeeded',
          error: null,
          pendingLikes: { [post._id]: true },
          rollback: {},
        },
      },
    });
    const like = screen.getByRole('button', { name: 'Like' });
    like.focus();
    await userEvent.keyboard('{Enter}');

    expect(like).toHaveFocus();
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAttribute('aria-busy', 'true');
    expect(store.getState().posts.list[0]!.likes).toEqual(post.likes);
  });

  it('gives edit and delete controls to the author only', () => {
    const post = buildPost({ username: 'grace', firstName: 'Grace', lastName: 'Hopper' });
    renderWithProviders(<PostCard post={post} />, { preloadedState: signedInAs() });
    expect(screen.queryByRole('button', { name: 'Edit post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
  });

  it('opens the post modal with the content when the author edits', async () => {
    const post = buildPost({ content: 'Draft' });
    const { store } = renderWithProviders(<PostCard post={post} />, {
      preloadedState: signedInAs(),
    });
    expect(screen.getByRole('button', { name: 'delete' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit post' }));
    expect(store.getState().modal.post).toEqual({
      isOpen: true,
      postId: 'post-1',
      content: 'Draft',
    });
  });

  it('shows a toast with the reason when an action fails', async () => {
    renderWithProviders(
      <>
        <Toaster />
        <PostCard post={buildPost()} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Please log in first.')).toBeInTheDocument();
  });

  it('folds a very long post and unfolds it on request', async () => {
    const content = 'a'.repeat(100_000);
    renderWithProviders(<PostCard post={buildPost({ content })} />);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(content)).toBeInTheDocument();
  });
});
