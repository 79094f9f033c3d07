/** Comments and votes: Maya's post-2 carries Theo's comment-1 and the guest's comment-2. */
import { v1Comments } from '@murmur/testing';
import type { PostsResponse } from '@murmur/contract';
import type { Post } from '@murmur/contract';
import {
  call,
  expectRefusal,
  idsOf,
  isRecent,
  tokenOf,
  usernamesOf,
  withMockApi,
} from './support/mock-api';

withMockApi();

const commentsOf = (posts: Post[], postId = 'post-2') =>
  posts.find((post) => post._id === postId)?.comments ?? [];

describe('reading comments', () => {
  it('answers the comments of a post, in order', async () => {
    const { comments } = await v1Comments.getForPost('post-2');
    expect(comments.map(({ _id, username, text }) => ({ _id, username, text }))).toEqual([
      { _id: 'comment-1', username: 'theo_brandt', text: "The regret bowl is the one I'd buy." },
      {
        _id: 'comment-2',
        username: 'guest',
        text: "Robin's egg sounds lovely. Do you ever sell these?",
      },
    ]);
    expect(usernamesOf(comments[0]?.votes.upvotedBy ?? [])).toEqual(['maya.solberg']);
  });

  it('answers 404 for an unknown post', async () => {
    await expectRefusal(v1Comments.getForPost('post-999'), 404, 'Post not found');
  });
});

describe('adding and editing comments', () => {
  it('adds a comment with empty votes and answers every post', async () => {
    const token = await tokenOf('priya');
    const { posts } = await v1Comments.add(token, 'post-2', 'Put me down for a regret bowl ☕');

    expect(posts).toHaveLength(22);
    const added = commentsOf(posts)[2];
    expect(added).toMatchObject({
      text: 'Put me down for a regret bowl ☕',
      username: 'priya.bakes',
      firstName: 'Priya',
      lastName: 'Kannan',
      avatarURL: '',
      votes: { upvotedBy: [], downvotedBy: [] },
    });
    expect(isRecent(added?.createdAt ?? '')).toBe(true);
  });

  it('refuses whitespace-only text with 400', async () => {
    const token = await tokenOf('priya');
    await expectRefusal(
      v1Comments.add(token, 'post-2', '  \n '),
      400,
      'Comment text cannot be empty.',
    );
  });

  it('answers 404 when commenting on an unknown post', async () => {
    const token = await tokenOf('priya');
    await expectRefusal(v1Comments.add(token, 'post-999', 'Hello?'), 404, 'Post not found');
  });

  it('lets the author edit the text (DELETE, as the client sends it), nothing else', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<PostsResponse>(
      'DELETE',
      '/comments/edit/post-2/comment-2',
      {
        token,
        body: { commentData: { text: 'Edited question', username: 'maya.solberg', votes: null } },
      },
    );

    expect(status).toBe(201);
    const edited = commentsOf(body.posts)[1];
    expect(edited).toMatchObject({
      _id: 'comment-2',
      text: 'Edited question',
      username: 'guest',
      votes: { upvotedBy: [], downvotedBy: [] },
    });
    expect(isRecent(edited?.updatedAt ?? '')).toBe(true);
  });

  it('answers comment edit on POST too', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<PostsResponse>('POST', '/comments/edit/post-2/comment-2', {
      token,
      body: { commentData: { text: 'Edited by POST' } },
    });
    expect(status).toBe(201);
    expect(commentsOf(body.posts)[1]?.text).toBe('Edited by POST');
  });

  it("refuses an edit of someone else's comment with the §8 message", async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Comments.edit(token, 'post-2', 'comment-1', 'Hijacked'),
      400,
      "Cannot edit a comment doesn't belong to the User.",
    );
  });

  it('refuses an edit to blank text', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Comments.edit(token, 'post-2', 'comment-2', ' '),
      400,
      'Comment text cannot be empty.',
    );
  });
});

describe('deleting comments', () => {
  it('lets the comment author delete it (DELETE, as the client sends it)', async () => {
    const token = await tokenOf('guest');
    const { posts } = await v1Comments.remove(token, 'post-2', 'comment-2');
    expect(idsOf(commentsOf(posts))).toEqual(['comment-1']);
  });

  it('answers comment delete on POST too', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<PostsResponse>(
      'POST',
      '/comments/delete/post-2/comment-2',
      {
        token,
      },
    );
    expect(status).toBe(201);
    expect(idsOf(commentsOf(body.posts))).toEqual(['comment-1']);
  });

  it("lets the post's author delete someone else's comment", async () => {
    const token = await tokenOf('maya');
    const { posts } = await v1Comments.remove(token, 'post-2', 'comment-1');
    expect(idsOf(commentsOf(posts))).toEqual(['comment-2']);
  });

  it('refuses a stranger with the §8 message', async () => {
    const token = await tokenOf('priya');
    await expectRefusal(
      v1Comments.remove(token, 'post-2', 'comment-2'),
      400,
      "Cannot delete a comment doesn't belong to the User.",
    );
    expect((await v1Comments.getForPost('post-2')).comments).toHaveLength(2);
  });

  it('answers 404 for an unknown comment or post', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Comments.remove(token, 'post-2', 'comment-999'),
      404,
      'Comment not found',
    );
    await expectRefusal(v1Comments.remove(token, 'post-999', 'comment-1'), 404, 'Post not found');
  });
});

describe('votes', () => {
  it('an upvote adds the user to upvotedBy and answers the comments', async () => {
    const token = await tokenOf('guest');
    const { comments } = await v1Comments.upvote(token, 'post-2', 'comment-1');
    expect(idsOf(comments)).toEqual(['comment-1', 'comment-2']);
    expect(usernamesOf(comments[0]?.votes.upvotedBy ?? [])).toEqual(['maya.solberg', 'guest']);
  });

  it('a second upvote is refused with the §8 message', async () => {
    const token = await tokenOf('maya');
    await expectRefusal(
      v1Comments.upvote(token, 'post-2', 'comment-1'),
      400,
      'Cannot upvote a post that is already upvoted. ',
    );
  });

  it('a downvote moves the user from upvotedBy to downvotedBy', async () => {
    const token = await tokenOf('maya');
    const { comments } = await v1Comments.downvote(token, 'post-2', 'comment-1');
    expect(comments[0]?.votes).toEqual({
      upvotedBy: [],
      downvotedBy: [
        {
          _id: 'user-maya',
          firstName: 'Maya',
          lastName: 'Solberg',
          username: 'maya.solberg',
          avatarURL: '',
        },
      ],
    });
  });

  it('a second downvote is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await v1Comments.downvote(token, 'post-2', 'comment-1');
    await expectRefusal(
      v1Comments.downvote(token, 'post-2', 'comment-1'),
      400,
      'Cannot downvote a post that is already downvoted. ',
    );
  });

  it('answers 404 for a vote on an unknown comment', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Comments.upvote(token, 'post-2', 'comment-999'),
      404,
      'Comment not found',
    );
  });
});
