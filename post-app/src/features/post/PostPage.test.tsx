import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { SEED_COMMENTED_POST } from '@murmur/mock-api';
import { paths, type CommentView, type PostAnswer } from '@murmur/core';
import { allPages, renderSignedIn, v2, withMockApi } from '@murmur/testing';
import { INPUT_LIMITS } from '@murmur/ui';
import { MOCK_MESSAGES } from '@murmur/mock-api';
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

/** The commented seed post and its comments (newest first), as the server has them now. */
async function seedPost() {
  const { post } = await v2<PostAnswer>(`/posts/${SEED_COMMENTED_POST.postId}`);
  const postComments = await allPages<CommentView>(`/posts/${post.id}/comments`);
  return { post, postComments };
}

const fullName = ({ firstName, lastName }: { firstName: string; lastName: string }) =>
  `${firstName} ${lastName}`;

describe('PostPage', () => {
  it('shows the post and its comments, newest first, each author linked to their profile', async () => {
    const { post, postComments } = await seedPost();
    await openPost(post.id);

    expect(await screen.findByText(post.content)).toBeInTheDocument();
    await waitFor(() => expect(comments()).toHaveLength(postComments.length));
    expect(within(commentsSection()).getByRole('heading')).toHaveTextContent(
      `Comments ${post.commentCount}`,
    );
    for (const [index, comment] of postComments.entries()) {
      const article = comments()[index]!;
      expect(within(article).getByText(comment.text)).toBeInTheDocument();
      expect(within(article).getByRole('link', { name: fullName(comment.author) })).toHaveAttribute(
        'href',
        paths.profile(comment.author.username),
      );
    }
    expect(within(commentsSection()).getByText('You are all cought up')).toBeInTheDocument();
  });

  it("offers delete on the viewer's own comment only", async () => {
    const { post, postComments } = await seedPost();
    await openPost(post.id);
    await waitFor(() => expect(comments()).toHaveLength(postComments.length));

    const byUsername = (username: string) =>
      comments().find((article) => within(article).queryByText(`@${username}`))!;
    const mine = byUsername('guest');
    const stranger = postComments.find((comment) => comment.author.username !== 'guest')!;

    expect(within(mine).getByRole('button', { name: 'Delete comment' })).toBeEnabled();
    expect(
      within(byUsername(stranger.author.username)).queryByRole('button', {
        name: 'Delete comment',
      }),
    ).not.toBeInTheDocument();
  });

  it('adds a comment at the top and clears the box, counts it on the card, then deletes it', async () => {
    const { post, postComments } = await seedPost();
    const user = userEvent.setup();
    await openPost(post.id);
    await waitFor(() => expect(comments()).toHaveLength(postComments.length));

    const box = screen.getByRole('textbox', { name: 'Your Reply' });
    await user.type(box, 'Robin egg blue is my favourite.');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    await waitFor(() => expect(comments()).toHaveLength(postComments.length + 1));
    const added = comments()[0]!;
    expect(within(added).getByText('Robin egg blue is my favourite.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(within(commentsSection()).getByRole('heading')).toHaveTextContent(
      `Comments ${post.commentCount + 1}`,
    );

    await user.click(within(added).getByRole('button', { name: 'Delete comment' }));

    await waitFor(() => expect(comments()).toHaveLength(postComments.length));
    expect(screen.queryByText('Robin egg blue is my favourite.')).not.toBeInTheDocument();
    expect(within(commentsSection()).getByRole('heading')).toHaveTextContent(
      `Comments ${post.commentCount}`,
    );
  });

  it('does not send a comment that is empty or only spaces', async () => {
    const { post, postComments } = await seedPost();
    const user = userEvent.setup();
    await openPost(post.id);
    await waitFor(() => expect(comments()).toHaveLength(postComments.length));

    const button = screen.getByRole('button', { name: 'Comment' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your Reply' }), '   ');
    expect(button).toBeDisabled();

    expect((await seedPost()).post.commentCount).toBe(post.commentCount);
    expect(comments()).toHaveLength(postComments.length);
  });

  it('keeps the reply and says why when it cannot be sent', async () => {
    const { post, postComments } = await seedPost();
    const user = userEvent.setup();
    await openPost(post.id);
    await waitFor(() => expect(comments()).toHaveLength(postComments.length));

    goOffline();
    await user.type(screen.getByRole('textbox', { name: 'Your Reply' }), 'Lost in the post?');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Reply' })).toHaveValue('Lost in the post?');
    expect(comments()).toHaveLength(postComments.length);
  });

  it('counts what a reply has left, and keeps a reply refused as too long', async () => {
    const { post } = await seedPost();
    const user = userEvent.setup();
    await openPost(post.id);
    const box = await screen.findByRole('textbox', { name: 'Your Reply' });
    expect(box).toHaveAccessibleDescription(`${INPUT_LIMITS.comment} characters left`);

    const tooLong = 'y'.repeat(INPUT_LIMITS.comment + 1);
    await user.click(box);
    await user.paste(tooLong);
    expect(box).toHaveAccessibleDescription('1 character over the limit');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText(MOCK_MESSAGES.commentTooLong)).toBeInTheDocument();
    expect(box).toHaveValue(tooLong);
  });

  it('says so when the post does not exist, with a way home', async () => {
    await openPost('no-such-post');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', paths.home);
  });
});
