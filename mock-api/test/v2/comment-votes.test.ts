/**
 * `/api/v2` comment votes: a vote answers the comment with its score and the viewer's vote; and the
 * counts a post and its comments show after writes.
 */
import { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import type { CommentView, VoteAnswer } from '@murmur/contract';
import { tokenOf, withMockApi } from '../support/mock-api';
import {
  allPages,
  comment,
  commentCountOf,
  expectCommentView,
  pageAt,
  refused,
  v2,
  v2Ok,
} from '../support/v2';

withMockApi();

const COMMENTS = '/posts/post-2/comments';

describe('votes', () => {
  const vote = (token: string, direction: 'upvote' | 'downvote', commentId = 'comment-1') =>
    v2<VoteAnswer>('POST', `/posts/post-2/comments/${commentId}/${direction}`, { token });

  it("an upvote answers the comment with the viewer's vote and the counts", async () => {
    const answer = await vote(await tokenOf('guest'), 'upvote');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['comment']);
    expectCommentView(answer.body.comment);
    expect(answer.body.comment).toMatchObject({
      id: 'comment-1',
      upvoteCount: 2,
      downvoteCount: 0,
      myVote: 'up',
    });
  });

  it('a downvote after an upvote moves the vote', async () => {
    const token = await tokenOf('maya');
    const answer = await vote(token, 'downvote');
    expect(answer.status).toBe(200);
    expect(answer.body.comment).toMatchObject({ upvoteCount: 0, downvoteCount: 1, myVote: 'down' });
    const back = await vote(token, 'upvote');
    expect(back.body.comment).toMatchObject({ upvoteCount: 1, downvoteCount: 0, myVote: 'up' });
    const { items } = await pageAt<CommentView>(COMMENTS, { token: await tokenOf('lena') });
    expect(items[1]).toMatchObject({ upvoteCount: 1, downvoteCount: 0, myVote: null });
  });

  it('a second upvote or downvote is refused with the §8 message', async () => {
    const maya = await tokenOf('maya');
    expect(await vote(maya, 'upvote')).toEqual(refused(400, SPEC_MESSAGES.alreadyUpvoted));
    const guest = await tokenOf('guest');
    await vote(guest, 'downvote');
    expect(await vote(guest, 'downvote')).toEqual(refused(400, SPEC_MESSAGES.alreadyDownvoted));
  });

  it('may be given to a comment of one’s own', async () => {
    const answer = await vote(await tokenOf('guest'), 'upvote', 'comment-2');
    expect(answer.body.comment).toMatchObject({ upvoteCount: 1, myVote: 'up' });
  });

  it('answers 404 for an unknown comment or post', async () => {
    const token = await tokenOf('guest');
    expect(await vote(token, 'upvote', 'comment-999')).toEqual(
      refused(404, MOCK_MESSAGES.commentNotFound),
    );
    expect(await v2('POST', '/posts/post-999/comments/comment-1/downvote', { token })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });
});

describe('counts after writes', () => {
  it("a post's commentCount follows its comments everywhere it is shown", async () => {
    const token = await tokenOf('guest');
    await comment(token, 'One', 'post-1');
    await comment(token, 'Two', 'post-1');
    const { comment: third } = await comment(await tokenOf('theo'), 'Three', 'post-1');
    await v2Ok('DELETE', `/posts/post-1/comments/${third.id}`, 200, {
      token: await tokenOf('theo'),
    });

    expect(await commentCountOf('post-1')).toBe(2);
    const explore = await allPages<{ id: string; commentCount: number }>('/timelines/explore', {
      limit: 100,
    });
    expect(explore.items.find((post) => post.id === 'post-1')?.commentCount).toBe(2);
    const home = await pageAt<{ id: string; commentCount: number }>('/timelines/home', { token });
    expect(home.items.find((post) => post.id === 'post-1')?.commentCount).toBe(2);
  });
});
