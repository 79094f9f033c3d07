import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { SEED_COMMENTED_POST, SEED_USERNAMES, SEED_USERS, SPEC_MESSAGES } from '@murmur/mock-api';
import { authApi, commentsApi, fetchPost, paths, postsApi } from '@murmur/core';
import { withMockApi } from '@murmur/testing/src/mockApi';
import { renderSignedIn } from '@murmur/testing/src/renderPage';
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

/** Who the server says voted on Theo's comment. */
async function savedVoters() {
  const { comments } = await commentsApi.getForPost(postId);
  const { votes } = comments.find((candidate) => candidate._id === commentIds.theo)!;
  return {
    up: votes.upvotedBy.map((voter) => voter.username),
    down: votes.downvotedBy.map((voter) => voter.username),
  };
}

/** Votes cast elsewhere: another tab of the guest's, or another person. */
async function tokenOf(username: string) {
  const { password } = SEED_USERS.find((user) => user.username === username)!;
  return (await authApi.login({ username, password })).encodedToken;
}

describe('comment votes', () => {
  it('an upvote counts the viewer in at once, pressed, and the server agrees', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 1 upvote');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'false');
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 0 downvotes');

    await user.click(upvote(comment));

    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
    await answered(upvote(comment));
    expect(await savedVoters()).toEqual({ up: [SEED_USERNAMES.maya, 'guest'], down: [] });
  });

  it('an upvote moves the viewer from the downvotes to the upvotes, both counts with them', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    await user.click(downvote(comment));
    await answered(downvote(comment));
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 1 downvote');
    expect(downvote(comment)).toHaveAttribute('aria-pressed', 'true');
    expect(await savedVoters()).toEqual({ up: [SEED_USERNAMES.maya], down: ['guest'] });

    await user.click(upvote(comment));

    await answered(upvote(comment));
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 0 downvotes');
    expect(downvote(comment)).toHaveAttribute('aria-pressed', 'false');
    expect(await savedVoters()).toEqual({ up: [SEED_USERNAMES.maya, 'guest'], down: [] });
  });

  it('a double click sends one vote', async () => {
    const user = userEvent.setup();
    const { comment } = await openTheosComment();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await user.dblClick(upvote(comment));
    await answered(upvote(comment));

    const votes = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/comments/upvote/'));
    expect(votes).toHaveLength(1);
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(screen.queryByText(/Cannot upvote/)).not.toBeInTheDocument();
  });

  it.each([
    ['upvote', upvote, SPEC_MESSAGES.alreadyUpvoted, 'Upvote comment, 2 upvotes'],
    ['downvote', downvote, SPEC_MESSAGES.alreadyDownvoted, 'Downvote comment, 1 downvote'],
  ] as const)(
    'a second %s the server refuses shows its message, and the page catches up',
    async (kind, toggle, message, truth) => {
      const user = userEvent.setup();
      const { comment, guestToken } = await openTheosComment();
      // Another tab of the same account has voted meanwhile: this page does not know yet.
      await commentsApi[kind](guestToken, postId, commentIds.theo);

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

  it('a posts answer older than the vote does not undo it; a newer one shows what changed since', async () => {
    const user = userEvent.setup();
    const { comment, store } = await openTheosComment();
    // An answer the server sent before the vote, arriving after it (a slow like, say).
    const { post: before } = await postsApi.getOne(postId);
    await user.click(upvote(comment));
    await answered(upvote(comment));

    act(() => {
      store.dispatch(fetchPost.fulfilled(before, 'answered-before-the-vote', postId));
    });
    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');

    // Theo downvotes, then this page reads the post again.
    await commentsApi.downvote(await tokenOf(SEED_USERNAMES.theo), postId, commentIds.theo);
    await act(() => store.dispatch(fetchPost(postId)));

    expect(upvote(comment)).toHaveAccessibleName('Upvote comment, 2 upvotes');
    expect(upvote(comment)).toHaveAttribute('aria-pressed', 'true');
    expect(downvote(comment)).toHaveAccessibleName('Downvote comment, 1 downvote');
  });
});
