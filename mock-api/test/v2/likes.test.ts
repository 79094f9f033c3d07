/**
 * `/api/v2` likes: a like and a dislike answer the post they changed, with the rules both APIs
 * share and §8 messages; who liked a post, the newest like first.
 */
import { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import type { Author, PostAnswer } from '@murmur/contract';
import { isRecent, tokenOf, withMockApi } from '../support/mock-api';
import {
  allPages,
  expectAuthor,
  getPost,
  pageAfter,
  pageAt,
  refused,
  seedAuthor,
  usernamesOf,
  v2,
  v2Ok,
} from '../support/v2';

withMockApi();

describe('likes', () => {
  it('a like answers the post, one more like, liked by the viewer', async () => {
    const token = await tokenOf('guest');
    const before = await getPost('post-1', token);
    const answer = await v2<PostAnswer>('POST', '/posts/post-1/like', { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['post']);
    expect(answer.body.post).toEqual({
      ...before,
      likeCount: 2,
      likedByMe: true,
      updatedAt: expect.any(String),
    });
    expect(isRecent(answer.body.post.updatedAt)).toBe(true);
    expect(await getPost('post-1', token)).toEqual(answer.body.post);
    expect(await getPost('post-1', await tokenOf('theo'))).toMatchObject({
      likeCount: 2,
      likedByMe: false,
    });
  });

  it('a second like is refused with the §8 message and counts once', async () => {
    const token = await tokenOf('maya');
    expect(await v2('POST', '/posts/post-1/like', { token })).toEqual(
      refused(400, SPEC_MESSAGES.alreadyLiked),
    );
    expect((await getPost('post-1')).likeCount).toBe(1);
  });

  it('a dislike answers the post, one like fewer, not liked by the viewer', async () => {
    const token = await tokenOf('guest');
    const answer = await v2<PostAnswer>('POST', '/posts/post-2/dislike', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.post).toMatchObject({ id: 'post-2', likeCount: 2, likedByMe: false });
    expect((await getPost('post-2', token)).likedByMe).toBe(false);
  });

  it('a dislike at zero likes is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    expect(await v2('POST', '/posts/post-14/dislike', { token })).toEqual(
      refused(400, SPEC_MESSAGES.likesAtZero),
    );
    expect((await getPost('post-14')).likeCount).toBe(0);
  });

  it('a second dislike is refused with the §8 message', async () => {
    const token = await tokenOf('theo');
    expect(await v2('POST', '/posts/post-9/dislike', { token })).toEqual(
      refused(400, SPEC_MESSAGES.alreadyDisliked),
    );
  });

  it('a like after a dislike is taken, and a dislike after a like', async () => {
    const token = await tokenOf('theo');
    const liked = await v2Ok<PostAnswer>('POST', '/posts/post-9/like', 200, { token });
    expect(liked.post).toMatchObject({ likeCount: 2, likedByMe: true });
    const disliked = await v2Ok<PostAnswer>('POST', '/posts/post-9/dislike', 200, { token });
    expect(disliked.post).toMatchObject({ likeCount: 1, likedByMe: false });
  });

  it('answers 404 for an unknown post', async () => {
    const token = await tokenOf('guest');
    for (const verb of ['like', 'dislike']) {
      expect(await v2('POST', `/posts/post-999/${verb}`, { token })).toEqual(
        refused(404, MOCK_MESSAGES.postNotFound),
      );
    }
  });
});

describe('who liked a post', () => {
  it('answers the likers as authors, the newest like first', async () => {
    const page = await pageAt<Author>('/posts/post-8/likes');
    page.items.forEach(expectAuthor);
    expect(page.items).toEqual(
      (['jonas', 'theo', 'lena', 'priya', 'guest'] as const).map(seedAuthor),
    );
    expect(page.nextCursor).toBeNull();
  });

  it('puts a new like first and drops a dislike', async () => {
    await v2Ok('POST', '/posts/post-2/like', 200, { token: await tokenOf('lena') });
    await v2Ok('POST', '/posts/post-2/dislike', 200, { token: await tokenOf('theo') });
    const { items } = await pageAt<Author>('/posts/post-2/likes');
    expect(usernamesOf(items)).toEqual(['lena.arcos', 'priya.bakes', 'guest']);
  });

  it('keeps a dislike from someone who never liked out of the list, though it lowers the count', async () => {
    await v2Ok('POST', '/posts/post-1/dislike', 200, { token: await tokenOf('jonas') });
    expect((await getPost('post-1')).likeCount).toBe(0);
    expect(usernamesOf((await pageAt<Author>('/posts/post-1/likes')).items)).toEqual([
      'maya.solberg',
    ]);
  });

  it('is an empty page for a post no one liked', async () => {
    expect(await pageAt<Author>('/posts/post-14/likes')).toEqual({ items: [], nextCursor: null });
  });

  it('pages without repeating or skipping while likes come and go', async () => {
    const first = await pageAt<Author>('/posts/post-8/likes', { limit: 2 });
    expect(usernamesOf(first.items)).toEqual(['jonas_wren', 'theo_brandt']);

    // Theo takes his like back and gives it again: a new like, at the top.
    const theo = await tokenOf('theo');
    await v2Ok('POST', '/posts/post-8/dislike', 200, { token: theo });
    await v2Ok('POST', '/posts/post-8/like', 200, { token: theo });
    await v2Ok('POST', '/posts/post-8/like', 200, { token: await tokenOf('maya') });

    const second = await pageAfter(first, '/posts/post-8/likes', { limit: 2 });
    expect(usernamesOf(second.items)).toEqual(['lena.arcos', 'priya.bakes']);
    const third = await pageAfter(second, '/posts/post-8/likes', { limit: 2 });
    expect(third).toEqual({ items: [seedAuthor('guest')], nextCursor: null });

    const fresh = await allPages<Author>('/posts/post-8/likes', { limit: 2 });
    expect(usernamesOf(fresh.items)).toEqual([
      'maya.solberg',
      'theo_brandt',
      'jonas_wren',
      'lena.arcos',
      'priya.bakes',
      'guest',
    ]);
  });

  it('answers 404 for an unknown post', async () => {
    expect(await v2('GET', '/posts/post-999/likes')).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });
});
