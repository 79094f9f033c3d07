/**
 * `/api/v2` comments: a post's comments, the newest first, with the viewer's vote; writing,
 * editing and deleting answer the comment (and the post whose count changed), with the rules
 * both APIs share (spec §5: only its author edits a comment; its author or the post's deletes
 * it) and §8 messages. Votes: comment-votes.test.ts.
 */
import { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import type { CommentAnswer, CommentView, DeletedCommentAnswer } from '@murmur/contract';
import { isRecent, tokenOf, withMockApi } from '../support/mock-api';
import {
  comment,
  commentCountOf,
  expectCommentView,
  expectPostView,
  idsOf,
  pageAfter,
  pageAt,
  refused,
  seedAuthor,
  v2,
  v2Ok,
} from '../support/v2';

withMockApi();

const COMMENTS = '/posts/post-2/comments';

describe("a post's comments", () => {
  it('answers them newest first, each with its author, text, times and votes', async () => {
    const page = await pageAt<CommentView>(COMMENTS);
    page.items.forEach(expectCommentView);
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual([
      expect.objectContaining({
        id: 'comment-2',
        postId: 'post-2',
        author: seedAuthor('guest'),
        text: "Robin's egg sounds lovely. Do you ever sell these?",
        upvoteCount: 0,
        downvoteCount: 0,
        myVote: null,
      }),
      expect.objectContaining({
        id: 'comment-1',
        postId: 'post-2',
        author: seedAuthor('theo'),
        text: "The regret bowl is the one I'd buy.",
        upvoteCount: 1,
        downvoteCount: 0,
        myVote: null,
      }),
    ]);
  });

  it("shows the viewer's own vote, and none to others", async () => {
    const maya = await pageAt<CommentView>(COMMENTS, { token: await tokenOf('maya') });
    expect(maya.items.map((item) => item.myVote)).toEqual([null, 'up']);
    const guest = await pageAt<CommentView>(COMMENTS, { token: await tokenOf('guest') });
    expect(guest.items.map((item) => item.myVote)).toEqual([null, null]);
  });

  it('is an empty page for a post without comments, and 404 for an unknown post', async () => {
    expect(await pageAt<CommentView>('/posts/post-1/comments')).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(await v2('GET', '/posts/post-999/comments')).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });

  it('pages 20 at a time, and neither repeats nor skips under new comments', async () => {
    const token = await tokenOf('lena');
    const written: string[] = [];
    for (let n = 1; n <= 24; n += 1) written.push((await comment(token, `Note ${n}`)).comment.id);
    const newestFirst = [...written].reverse().concat('comment-2', 'comment-1');

    const first = await pageAt<CommentView>(COMMENTS);
    expect(idsOf(first.items)).toEqual(newestFirst.slice(0, 20));
    await comment(await tokenOf('jonas'), 'Meanwhile');
    const second = await pageAfter(first, COMMENTS);
    expect(idsOf(second.items)).toEqual(newestFirst.slice(20));
    expect(second.nextCursor).toBeNull();
  });

  it('pages past a comment deleted between two pages', async () => {
    const first = await pageAt<CommentView>(COMMENTS, { limit: 1 });
    expect(idsOf(first.items)).toEqual(['comment-2']);
    await v2Ok('DELETE', '/posts/post-2/comments/comment-2', 200, {
      token: await tokenOf('guest'),
    });
    const second = await pageAfter(first, COMMENTS, { limit: 1 });
    expect(idsOf(second.items)).toEqual(['comment-1']);
  });
});

describe('writing a comment', () => {
  it('answers 201 with the comment and its post, one comment more', async () => {
    const token = await tokenOf('jonas');
    const answer = await v2<CommentAnswer>('POST', COMMENTS, { token, body: { text: 'Lovely.' } });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['comment', 'post']);
    const { comment: written, post } = answer.body;
    expectCommentView(written);
    expectPostView(post);
    expect(written).toMatchObject({
      postId: 'post-2',
      author: seedAuthor('jonas'),
      text: 'Lovely.',
      upvoteCount: 0,
      downvoteCount: 0,
      myVote: null,
    });
    expect(isRecent(written.createdAt)).toBe(true);
    expect(written.updatedAt).toBe(written.createdAt);
    expect(post).toMatchObject({ id: 'post-2', commentCount: 3, likeCount: 3 });
    expect(idsOf((await pageAt<CommentView>(COMMENTS)).items)[0]).toBe(written.id);
    expect(await commentCountOf('post-2')).toBe(3);
  });

  it('refuses blank text, and v1’s wrapped body, with 400', async () => {
    const token = await tokenOf('guest');
    for (const body of [{ text: '   ' }, {}, { commentData: { text: 'x' } }]) {
      expect(await v2('POST', COMMENTS, { token, body })).toEqual(
        refused(400, MOCK_MESSAGES.emptyComment),
      );
    }
    expect(await commentCountOf('post-2')).toBe(2);
  });

  it('answers 404 for an unknown post', async () => {
    const token = await tokenOf('guest');
    expect(await v2('POST', '/posts/post-999/comments', { token, body: { text: 'x' } })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });
});

describe('editing a comment', () => {
  it("changes its author's text and updatedAt, and answers it with its post", async () => {
    const token = await tokenOf('guest');
    const answer = await v2<CommentAnswer>('PATCH', '/posts/post-2/comments/comment-2', {
      token,
      body: { text: 'Edited: do you sell these?', upvoteCount: 9 },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['comment', 'post']);
    expect(answer.body.comment).toMatchObject({
      id: 'comment-2',
      text: 'Edited: do you sell these?',
      author: seedAuthor('guest'),
      upvoteCount: 0,
    });
    expect(isRecent(answer.body.comment.updatedAt)).toBe(true);
    expect(answer.body.post).toMatchObject({ id: 'post-2', commentCount: 2 });
    const { items } = await pageAt<CommentView>(COMMENTS);
    expect(items[0]).toEqual(answer.body.comment);
  });

  it("refuses anyone but the comment's author, the post's author too, with the §8 message", async () => {
    for (const key of ['maya', 'lena'] as const) {
      const token = await tokenOf(key);
      expect(
        await v2('PATCH', '/posts/post-2/comments/comment-1', {
          token,
          body: { text: 'Mine now' },
        }),
      ).toEqual(refused(400, SPEC_MESSAGES.editOthersComment));
    }
    const { items } = await pageAt<CommentView>(COMMENTS);
    expect(items[1]?.text).toBe("The regret bowl is the one I'd buy.");
  });

  it('refuses blank text with 400, an unknown comment or post with 404', async () => {
    const token = await tokenOf('guest');
    expect(
      await v2('PATCH', '/posts/post-2/comments/comment-2', { token, body: { text: ' ' } }),
    ).toEqual(refused(400, MOCK_MESSAGES.emptyComment));
    expect(
      await v2('PATCH', '/posts/post-2/comments/comment-999', { token, body: { text: 'x' } }),
    ).toEqual(refused(404, MOCK_MESSAGES.commentNotFound));
    expect(
      await v2('PATCH', '/posts/post-999/comments/comment-2', { token, body: { text: 'x' } }),
    ).toEqual(refused(404, MOCK_MESSAGES.postNotFound));
  });

  it('finds a comment only under its own post', async () => {
    const token = await tokenOf('guest');
    expect(
      await v2('PATCH', '/posts/post-1/comments/comment-2', { token, body: { text: 'x' } }),
    ).toEqual(refused(404, MOCK_MESSAGES.commentNotFound));
  });
});

describe('deleting a comment', () => {
  it("by its author: answers the comment's id and its post, one comment fewer", async () => {
    const token = await tokenOf('guest');
    const answer = await v2<DeletedCommentAnswer>('DELETE', '/posts/post-2/comments/comment-2', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['commentId', 'post']);
    expect(answer.body.commentId).toBe('comment-2');
    expectPostView(answer.body.post);
    expect(answer.body.post).toMatchObject({ id: 'post-2', commentCount: 1 });
    expect(idsOf((await pageAt<CommentView>(COMMENTS)).items)).toEqual(['comment-1']);
  });

  it("by the post's author, though someone else wrote it", async () => {
    const token = await tokenOf('maya');
    const answer = await v2Ok<DeletedCommentAnswer>(
      'DELETE',
      '/posts/post-2/comments/comment-1',
      200,
      { token },
    );
    expect(answer.post.commentCount).toBe(1);
    expect(idsOf((await pageAt<CommentView>(COMMENTS)).items)).toEqual(['comment-2']);
  });

  it('refuses anyone else with the §8 message', async () => {
    const token = await tokenOf('lena');
    expect(await v2('DELETE', '/posts/post-2/comments/comment-1', { token })).toEqual(
      refused(400, SPEC_MESSAGES.deleteOthersComment),
    );
    expect(await commentCountOf('post-2')).toBe(2);
  });

  it('answers 404 for an unknown or already deleted comment, or an unknown post', async () => {
    const token = await tokenOf('guest');
    await v2Ok('DELETE', '/posts/post-2/comments/comment-2', 200, { token });
    expect(await v2('DELETE', '/posts/post-2/comments/comment-2', { token })).toEqual(
      refused(404, MOCK_MESSAGES.commentNotFound),
    );
    expect(await v2('DELETE', '/posts/post-999/comments/comment-1', { token })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });

  it('go with their post when it is deleted', async () => {
    await v2Ok('DELETE', '/posts/post-2', 200, { token: await tokenOf('maya') });
    expect(await v2('GET', COMMENTS)).toEqual(refused(404, MOCK_MESSAGES.postNotFound));
  });
});
