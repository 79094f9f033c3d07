import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { SEED_COMMENTED_POST } from '@murmur/mock-api';
import { paths, postsApi } from '@murmur/core';
import { withMockApi } from '@murmur/testing/src/mockApi';
import { renderSignedIn } from '@murmur/testing/src/renderPage';
import { PostPage } from './PostPage';

withMockApi();
afterEach(() => toast.remove());

const openPost = (postId: string) =>
  renderSignedIn(<PostPage />, { path: '/posts/:postId', route: paths.post(postId) });

const commentsSection = () => screen.getByRole('region', { name: /Comments/ });
const comments = () => within(commentsSection()).queryAllByRole('article');

/** The network drops: every request fails the way a browser's fetch does. */
const goOffline = () =>
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

describe('PostPage', () => {
  it('shows the post and its comments, each with its author linked to their profile', async () => {
    const { post } = await postsApi.getOne(SEED_COMMENTED_POST.postId);
    await openPost(post._id);

    expect(await screen.findByText(post.content)).toBeInTheDocument();
    expect(comments()).toHaveLength(post.comments.length);
    for (const [index, comment] of post.comments.entries()) {
      const article = comments()[index]!;
      expect(within(article).getByText(comment.text)).toBeInTheDocument();
      expect(
        within(article).getByRole('link', { name: `${comment.firstName} ${comment.lastName}` }),
      ).toHaveAttribute('href', paths.profile(comment.username));
    }
  });

  it("offers delete on the viewer's own comment only", async () => {
    const { post } = await postsApi.getOne(SEED_COMMENTED_POST.postId);
    await openPost(post._id);
    await screen.findByText(post.content);

    const byUsername = (username: string) =>
      comments().find((article) => within(article).queryByText(`@${username}`))!;
    const mine = byUsername('guest');
    const stranger = post.comments.find((comment) => comment.username !== 'guest')!;

    expect(within(mine).getByRole('button', { name: 'Delete comment' })).toBeEnabled();
    expect(
      within(byUsername(stranger.username)).queryByRole('button', { name: 'Delete comment' }),
    ).not.toBeInTheDocument();
  });

  it('adds a comment at the end and clears the box, then deletes it', async () => {
    const { post } = await postsApi.getOne(SEED_COMMENTED_POST.postId);
    const user = userEvent.setup();
    await openPost(post._id);
    await screen.findByText(post.content);

    const box = screen.getByRole('textbox', { name: 'Your Reply' });
    await user.type(box, 'Robin egg blue is my favourite.');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    await waitFor(() => expect(comments()).toHaveLength(post.comments.length + 1));
    const added = comments().at(-1)!;
    expect(within(added).getByText('Robin egg blue is my favourite.')).toBeInTheDocument();
    expect(box).toHaveValue('');

    await user.click(within(added).getByRole('button', { name: 'Delete comment' }));

    await waitFor(() => expect(comments()).toHaveLength(post.comments.length));
    expect(screen.queryByText('Robin egg blue is my favourite.')).not.toBeInTheDocument();
  });

  it('does not send a comment that is empty or only spaces', async () => {
    const { post } = await postsApi.getOne(SEED_COMMENTED_POST.postId);
    const user = userEvent.setup();
    await openPost(post._id);
    await screen.findByText(post.content);

    const button = screen.getByRole('button', { name: 'Comment' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your Reply' }), '   ');
    expect(button).toBeDisabled();

    const { post: after } = await postsApi.getOne(post._id);
    expect(after.comments).toHaveLength(post.comments.length);
    expect(comments()).toHaveLength(post.comments.length);
  });

  it('keeps the reply and says why when it cannot be sent', async () => {
    const { post } = await postsApi.getOne(SEED_COMMENTED_POST.postId);
    const user = userEvent.setup();
    await openPost(post._id);
    await screen.findByText(post.content);

    goOffline();
    await user.type(screen.getByRole('textbox', { name: 'Your Reply' }), 'Lost in the post?');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Reply' })).toHaveValue('Lost in the post?');
    expect(comments()).toHaveLength(post.comments.length);
  });

  it('says so when the post does not exist, with a way home', async () => {
    await openPost('no-such-post');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', paths.home);
  });
});
