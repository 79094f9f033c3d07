/**
 * `/api/v2` posts: one post, writing, editing and deleting (likes: likes.test.ts). Every write
 * answers the post it changed (never a list), with the rules both APIs share and §8 messages.
 */
import { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import type { PostAnswer, PostView } from '@murmur/contract';
import { isRecent, tokenOf, withMockApi } from '../support/mock-api';
import {
  allPages,
  expectPostView,
  getPost,
  idsOf,
  pageAt,
  publish,
  refused,
  seedAuthor,
  v2,
  v2Ok,
} from '../support/v2';

withMockApi();

describe('one post', () => {
  it('answers the post as a reader needs it, flags false when signed out', async () => {
    const answer = await v2<PostAnswer>('GET', '/posts/post-9');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['post']);
    expectPostView(answer.body.post);
    expect(answer.body.post).toMatchObject({
      id: 'post-9',
      author: seedAuthor('priya'),
      content:
        "Hot take: the best bread is the one you share while it's still too hot to cut properly.",
      likeCount: 1,
      commentCount: 0,
      likedByMe: false,
      bookmarkedByMe: false,
    });
  });

  it("flags the viewer's like and bookmark", async () => {
    const token = await tokenOf('guest');
    expect(await getPost('post-16', token)).toMatchObject({
      likedByMe: true,
      bookmarkedByMe: true,
    });
    expect(await getPost('post-1', token)).toMatchObject({
      likedByMe: false,
      bookmarkedByMe: false,
    });
  });

  it('answers 404 for an unknown post', async () => {
    expect(await v2('GET', '/posts/post-999')).toEqual(refused(404, MOCK_MESSAGES.postNotFound));
  });
});

describe('writing a post', () => {
  it('answers 201 with the new post: the author, no likes, no comments', async () => {
    const token = await tokenOf('guest');
    const answer = await v2<PostAnswer>('POST', '/posts', { token, body: { content: 'Hi v2' } });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual(['post']);
    const { post } = answer.body;
    expectPostView(post);
    expect(post).toMatchObject({
      author: seedAuthor('guest'),
      content: 'Hi v2',
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
      bookmarkedByMe: false,
    });
    expect(isRecent(post.createdAt)).toBe(true);
    expect(post.updatedAt).toBe(post.createdAt);
    expect(await getPost(post.id)).toEqual(post);
  });

  it('stores the text whole: spaces, lines and any Unicode', async () => {
    const content = '  two spaces, a line\nand 😀 عربى 中文  ';
    const post = await publish(await tokenOf('guest'), content);
    expect((await getPost(post.id)).content).toBe(content);
  });

  it('refuses blank or missing content, and v1’s wrapped body, with 400', async () => {
    const token = await tokenOf('guest');
    for (const body of [
      { content: ' \n\t ' },
      {},
      { content: 42 },
      { postData: { content: 'x' } },
    ]) {
      expect(await v2('POST', '/posts', { token, body })).toEqual(
        refused(400, MOCK_MESSAGES.emptyPost),
      );
    }
    const { items } = await pageAt<PostView>('/timelines/explore', { limit: 1 });
    expect(idsOf(items)).toEqual(['post-1']);
  });

  it('ignores fields other than content: the author, counts and id are its own', async () => {
    const post = await publish(await tokenOf('guest'), 'Plain');
    const answer = await v2<PostAnswer>('POST', '/posts', {
      token: await tokenOf('guest'),
      body: { content: 'Sneaky', id: post.id, author: seedAuthor('maya'), likeCount: 99 },
    });
    expect(answer.body.post).toMatchObject({ author: seedAuthor('guest'), likeCount: 0 });
    expect(answer.body.post.id).not.toBe(post.id);
  });
});

describe('editing a post', () => {
  it("changes only the author's own post's content, and its updatedAt", async () => {
    const token = await tokenOf('guest');
    const before = await getPost('post-4', token);
    const answer = await v2<PostAnswer>('PATCH', '/posts/post-4', {
      token,
      body: { content: 'Edited hello', likeCount: 40, author: seedAuthor('maya') },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['post']);
    expect(answer.body.post).toEqual({
      ...before,
      content: 'Edited hello',
      updatedAt: expect.any(String),
    });
    expect(isRecent(answer.body.post.updatedAt)).toBe(true);
    expect(await getPost('post-4', token)).toEqual(answer.body.post);
  });

  it("refuses someone else's post with the §8 message, and keeps it", async () => {
    const token = await tokenOf('guest');
    expect(await v2('PATCH', '/posts/post-1', { token, body: { content: 'Not mine' } })).toEqual(
      refused(400, SPEC_MESSAGES.editOthersPost),
    );
    expect((await getPost('post-1')).content).toMatch(/^Headwind/);
  });

  it('refuses blank content with 400 and an unknown post with 404', async () => {
    const token = await tokenOf('guest');
    expect(await v2('PATCH', '/posts/post-4', { token, body: { content: '  ' } })).toEqual(
      refused(400, MOCK_MESSAGES.emptyPost),
    );
    expect(await v2('PATCH', '/posts/post-999', { token, body: { content: 'x' } })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });
});

describe('deleting a post', () => {
  it("answers the deleted post's id; the post is gone from every list", async () => {
    const guest = await tokenOf('guest');
    await v2Ok('POST', '/posts/post-4/bookmark', 200, { token: await tokenOf('maya') });
    const answer = await v2('DELETE', '/posts/post-4', { token: guest });
    expect(answer).toEqual({ status: 200, body: { id: 'post-4' } });

    expect(await v2('GET', '/posts/post-4')).toEqual(refused(404, MOCK_MESSAGES.postNotFound));
    const lists = [
      await allPages<PostView>('/timelines/explore', { limit: 100 }),
      await allPages<PostView>('/timelines/home', { token: guest }),
      await allPages<PostView>('/users/guest/posts'),
      await allPages<PostView>('/bookmarks', { token: await tokenOf('maya') }),
    ];
    for (const { items } of lists) expect(idsOf(items)).not.toContain('post-4');
    expect(await v2('GET', '/posts/post-4/likes')).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
    expect(await v2('POST', '/posts/post-4/like', { token: guest })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });

  it("refuses someone else's post with the §8 message", async () => {
    const token = await tokenOf('guest');
    expect(await v2('DELETE', '/posts/post-1', { token })).toEqual(
      refused(400, SPEC_MESSAGES.deleteOthersPost),
    );
    expect((await getPost('post-1')).id).toBe('post-1');
  });

  it('answers 404 for an unknown or already deleted post', async () => {
    const token = await tokenOf('guest');
    await v2Ok('DELETE', '/posts/post-18', 200, { token });
    expect(await v2('DELETE', '/posts/post-18', { token })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });
});
