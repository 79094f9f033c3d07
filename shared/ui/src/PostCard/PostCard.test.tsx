import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import {
  buildPost,
  buildProfile,
  postsState,
  renderWithProviders,
  signedInState,
} from '@murmur/testing';
import { PostCard } from './PostCard';

const grace = buildProfile({
  id: 'user-grace',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
});

function renderCard(post = buildPost(), state = {}) {
  return renderWithProviders(<PostCard postId={post.id} />, {
    preloadedState: { ...postsState([post]), ...state },
  });
}

describe('PostCard', () => {
  it('shows markup in a post as literal text, never as HTML', () => {
    const content = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { container } = renderCard(buildPost({ content }));
    expect(screen.getByText(content)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it("keeps the author's line breaks", () => {
    renderCard(buildPost({ content: 'first line\n\nthird line' }));
    const text = screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === 'first line\n\nthird line',
    );
    expect(text).toBeVisible();
  });

  it('links the author to their profile and the card to its page, with the comment count', () => {
    renderCard(buildPost({ commentCount: 2 }));
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
    renderCard(buildPost({ likeCount: 3, likedByMe: true }), signedInState());
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleDescription('3 likes');
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps keyboard focus on a like that is on its way, and ignores a second press', async () => {
    const post = buildPost({ likeCount: 1 });
    const { store } = renderWithProviders(<PostCard postId={post.id} />, {
      preloadedState: { ...signedInState(), ...postsState([post], { [post.id]: { like: true } }) },
    });
    const like = screen.getByRole('button', { name: 'Like' });
    like.focus();
    await userEvent.keyboard('{Enter}');

    expect(like).toHaveFocus();
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAttribute('aria-busy', 'true');
    expect(store.getState().posts.entities[post.id]).toEqual(post);
  });

  it('gives edit and delete controls to the author only', () => {
    renderCard(buildPost({ author: grace }), signedInState());
    expect(screen.queryByRole('button', { name: 'Edit post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
  });

  it('opens the post modal with the content when the author edits', async () => {
    const { store } = renderCard(buildPost({ content: 'Draft' }), signedInState());
    expect(screen.getByRole('button', { name: 'delete' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit post' }));
    expect(store.getState().modal.post).toEqual({
      isOpen: true,
      postId: 'post-1',
      content: 'Draft',
    });
  });

  it('asks a signed-out reader to log in instead of sending a like', async () => {
    const post = buildPost();
    const { store } = renderWithProviders(
      <>
        <Toaster />
        <PostCard postId={post.id} />
      </>,
      { preloadedState: postsState([post]) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Please log in first.')).toBeInTheDocument();
    expect(store.getState().posts.entities[post.id]).toEqual(post);
  });

  it('renders nothing for a post that is gone from the store (deleted meanwhile)', () => {
    const { container } = renderWithProviders(<PostCard postId="post-gone" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('folds a very long post and unfolds it on request', async () => {
    const content = 'a'.repeat(100_000);
    renderCard(buildPost({ content }));
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
