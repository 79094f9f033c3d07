import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { SEED_COMMENTED_POST } from '@murmur/mock-api';
import { commentsApi, paths } from '@murmur/core';
import { withMockApi } from '@murmur/testing/src/mockApi';
import { renderSignedIn } from '@murmur/testing/src/renderPage';
import { PostPage } from '../post/PostPage';

withMockApi();
afterEach(() => toast.remove());

const { postId, commentIds } = SEED_COMMENTED_POST;

/** Theo's comment on Maya's post: Maya has upvoted it, the guest has not voted. */
async function openTheosComment() {
  const rendered = await renderSignedIn(<PostPage />, {
    path: '/posts/:postId',
    route: paths.post(postId),
  });
  const text = await screen.findByText("The regret bowl is the one I'd buy.");
  const comment = text.closest('article')!;
  return { ...rendered, comment };
}

const upvote = (comment: HTMLElement) =>
  within(comment).getByRole('button', { name: /^Upvote comment/ });
const downvote = (comment: HTMLElement) =>
  within(comment).getByRole('button', { name: /^Downvote comment/ });

describe('comment votes', () => {
  it('an upvote counts the viewer in, and a downvote moves them across', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 1 upvote');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'false');

    await user.click(upvote(comment));
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(downvote(comment)).toBeEnabled());

    await user.click(downvote(comment));
    await waitFor(() => expect(downvote(comment)).toBeEnabled());
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 1 upvote');
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 1 downvote');
    expect(downvote(comment)).toHaveAttribute('aria-pressed', 'true');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'false');

    const { comments } = await commentsApi.getForPost(postId);
    const saved = comments.find((candidate) => candidate._id === commentIds.theo)!;
    expect(saved.votes.downvotedBy.map((voter) => voter.username)).toEqual(['guest']);
    expect(saved.votes.upvotedBy.map((voter) => voter.username)).toEqual(['maya.solberg']);
  });

  it('a double click sends one vote', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await user.dblClick(upvote(comment));
    await waitFor(() => expect(upvote(comment)).toBeEnabled());

    const votes = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/comments/upvote/'));
    expect(votes).toHaveLength(1);
    expect(screen.queryByText(/Cannot upvote/)).not.toBeInTheDocument();
    fetchSpy.mockRestore();
  });

  it('a vote the server refuses is taken back, with its message, and the page catches up', async () => {
    const user = userEvent.setup();
    const { comment, store } = await openTheosComment();
    // Another tab of the same account has upvoted meanwhile: this page does not know yet.
    await commentsApi.upvote(store.getState().auth.encodedToken!, postId, commentIds.theo);

    await user.click(upvote(comment));

    expect(
      await screen.findByText('Cannot upvote a post that is already upvoted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes'));
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
  });

  it('a vote that fails is taken back on screen, and a red toast says why', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    // The network drops: every request fails the way a browser's fetch does.
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await user.click(upvote(comment));

    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 1 upvote');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'false');
    jest.restoreAllMocks();
  });

  it('pressing the toggle of the vote already given sends nothing', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    await user.click(upvote(comment));
    await waitFor(() => expect(upvote(comment)).toBeEnabled());
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await user.click(upvote(comment));

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    fetchSpy.mockRestore();
  });
});
