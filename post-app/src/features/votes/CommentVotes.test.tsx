import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { SEED_COMMENTED_POST, SPEC_MESSAGES } from '@murmur/mock-api';
import { paths, type CommentView } from '@murmur/core';
import { allPages, renderSignedIn, v2Write, withMockApi } from '@murmur/testing';
import { PostPage } from '../post/PostPage';

withMockApi();
afterEach(() => act(() => toast.remove()));

const { postId, commentIds } = SEED_COMMENTED_POST;
const THEOS_COMMENT = "The regret bowl is the one I'd buy.";

/** Theo's comment on Maya's post, as the guest sees it. In the seed Maya alone has upvoted it. */
async function openTheosComment() {
  const rendered = await renderSignedIn(<PostPage />, {
    path: '/posts/:postId',
    route: paths.post(postId),
  });
  const comment = (await screen.findByText(THEOS_COMMENT)).closest('article')!;
  const guestToken = rendered.store.getState().auth.encodedToken!;
  return { ...rendered, comment, guestToken };
}

const upvote = (comment: HTMLElement) =>
  within(comment).getByRole('button', { name: /^Upvote comment/ });
const downvote = (comment: HTMLElement) =>
  within(comment).getByRole('button', { name: /^Downvote comment/ });

/** The vote's answer is in: the toggle is no longer busy. */
const answered = (toggle: HTMLElement) =>
  waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));

/** The votes on Theo's comment as the server has them, and the given viewer's own. */
async function savedVotes(token?: string) {
  const comments = await allPages<CommentView>(`/posts/${postId}/comments`, token);
  const { upvoteCount, downvoteCount, myVote } = comments.find(
    (candidate) => candidate.id === commentIds.theo,
  )!;
  return { up: upvoteCount, down: downvoteCount, mine: myVote };
}

const voteAs = (token: string, kind: 'up' | 'down') =>
  v2Write('POST', `/posts/${postId}/comments/${commentIds.theo}/${kind}vote`, token);

describe('comment votes', () => {
  it('an upvote counts the viewer in at once, pressed, and the server agrees', async () => {
    const user = userEvent.setup();
    const { comment, guestToken } = await openTheosComment();
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 1 upvote');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'false');
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 0 downvotes');

    await user.click(upvote(comment));

    // Shown in the next frame (RTK Query batches its cache updates to one render per frame).
    await waitFor(() => expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes'));
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
    await answered(upvote(comment));
    expect(await savedVotes(guestToken)).toEqual({ up: 2, down: 0, mine: 'up' });
  });

  it('an upvote moves the viewer from the downvotes to the upvotes, both counts with them', async () => {
    const user = userEvent.setup();
    const { comment, guestToken } = await openTheosComment();
    await user.click(downvote(comment));
    await answered(downvote(comment));
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 1 downvote');
    expect(downvote(comment)).toHaveAttribute('aria-pressed', 'true');
    expect(await savedVotes(guestToken)).toEqual({ up: 1, down: 1, mine: 'down' });

    await user.click(upvote(comment));

    await answered(upvote(comment));
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 0 downvotes');
    expect(downvote(comment)).toHaveAttribute('aria-pressed', 'false');
    expect(await savedVotes(guestToken)).toEqual({ up: 2, down: 0, mine: 'up' });
  });

  it('a double click sends one vote', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await user.dblClick(upvote(comment));
    await answered(upvote(comment));

    const votes = fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/upvote'));
    expect(votes).toHaveLength(1);
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(screen.queryByText(/Cannot upvote/)).not.toBeInTheDocument();
  });

  it.each([
    ['up', upvote, SPEC_MESSAGES.alreadyUpvoted, 'Upvote comment, 2 upvotes'],
    ['down', downvote, SPEC_MESSAGES.alreadyDownvoted, 'Downvote comment, 1 downvote'],
  ] as const)(
    'a second %svote the server refuses shows its message, and the page catches up',
    async (kind, toggle, message, truth) => {
      const user = userEvent.setup();
      const { comment, guestToken } = await openTheosComment();
      // Another tab of the same account has voted meanwhile: this page does not know yet.
      await voteAs(guestToken, kind);

      await user.click(toggle(comment));

      expect(await screen.findByText(message.trim())).toBeInTheDocument();
      await waitFor(() => expect(toggle(comment)).toHaveAccessibleName(truth));
      expect(toggle(comment)).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('a vote that fails is taken back on screen, and a toast says why', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    // The network drops: every request fails the way a browser's fetch does.
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await user.click(downvote(comment));

    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 0 downvotes');
    expect(downvote(comment)).toHaveAttribute('aria-pressed', 'false');
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 1 upvote');
  });

  it('pressing the vote already given sends nothing and says a vote can only be changed', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    await user.click(upvote(comment));
    await answered(upvote(comment));
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await user.click(upvote(comment));

    expect(
      await screen.findByText(
        'You upvoted this comment. A vote can be changed to a downvote, not taken back.',
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
  });
});
