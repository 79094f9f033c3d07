/**
 * `/api/v2` bookmarks: the viewer's list, the newest bookmark first; a bookmark or its removal
 * answers the post, with the rules both APIs share and §8 messages.
 */
import { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import type { PostAnswer, PostView } from '@murmur/contract';
import { tokenOf, withMockApi } from '../support/mock-api';
import {
  allPages,
  expectPostView,
  idsOf,
  pageAfter,
  pageAt,
  publish,
  refused,
  v2,
  v2Ok,
} from '../support/v2';

withMockApi();

const bookmark = (token: string, postId: string) =>
  v2Ok<PostAnswer>('POST', `/posts/${postId}/bookmark`, 200, { token });

describe('the bookmarks list', () => {
  it("answers the guest's seeded bookmark as a post, flagged for the viewer", async () => {
    const token = await tokenOf('guest');
    const page = await pageAt<PostView>('/bookmarks', { token });
    expect(idsOf(page.items)).toEqual(['post-16']);
    expect(page.nextCursor).toBeNull();
    page.items.forEach(expectPostView);
    expect(page.items[0]).toMatchObject({ bookmarkedByMe: true, likedByMe: true, likeCount: 5 });
  });

  it('lists the newest bookmark first, not the newest post', async () => {
    const token = await tokenOf('guest');
    for (const postId of ['post-20', 'post-1', 'post-9']) await bookmark(token, postId);
    const { items } = await allPages<PostView>('/bookmarks', { token });
    expect(idsOf(items)).toEqual(['post-9', 'post-1', 'post-20', 'post-16']);
  });

  it("is each user's own", async () => {
    await bookmark(await tokenOf('maya'), 'post-3');
    expect(
      idsOf((await pageAt<PostView>('/bookmarks', { token: await tokenOf('maya') })).items),
    ).toEqual(['post-3']);
    expect(await pageAt<PostView>('/bookmarks', { token: await tokenOf('lena') })).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('shows each post as it is now: an edit, a like', async () => {
    const token = await tokenOf('guest');
    await v2Ok('PATCH', '/posts/post-16', 200, {
      token: await tokenOf('maya'),
      body: { content: 'The cat moved on.' },
    });
    await v2Ok('POST', '/posts/post-16/dislike', 200, { token });
    const { items } = await pageAt<PostView>('/bookmarks', { token });
    expect(items[0]).toMatchObject({
      content: 'The cat moved on.',
      likeCount: 4,
      likedByMe: false,
      bookmarkedByMe: true,
    });
  });

  it('loses a post when its author deletes it', async () => {
    await v2Ok('DELETE', '/posts/post-16', 200, { token: await tokenOf('maya') });
    expect(await pageAt<PostView>('/bookmarks', { token: await tokenOf('guest') })).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('pages without repeating or skipping while bookmarks come and go', async () => {
    const token = await tokenOf('guest');
    for (const postId of ['post-1', 'post-2', 'post-3', 'post-5']) await bookmark(token, postId);
    const first = await pageAt<PostView>('/bookmarks', { token, limit: 2 });
    expect(idsOf(first.items)).toEqual(['post-5', 'post-3']);

    // The last one shown is taken out and put back (an undo): a new bookmark, at the top.
    await v2Ok('DELETE', '/posts/post-3/bookmark', 200, { token });
    await bookmark(token, 'post-3');
    await bookmark(token, 'post-7');

    const second = await pageAfter(first, '/bookmarks', { token, limit: 2 });
    expect(idsOf(second.items)).toEqual(['post-2', 'post-1']);
    const third = await pageAfter(second, '/bookmarks', { token, limit: 2 });
    expect(idsOf(third.items)).toEqual(['post-16']);
    expect(third.nextCursor).toBeNull();

    const fresh = await allPages<PostView>('/bookmarks', { token, limit: 2 });
    expect(idsOf(fresh.items)).toEqual([
      'post-7',
      'post-3',
      'post-5',
      'post-2',
      'post-1',
      'post-16',
    ]);
  });

  it('pages past a bookmark removed between two pages', async () => {
    const token = await tokenOf('guest');
    for (const postId of ['post-1', 'post-2', 'post-3']) await bookmark(token, postId);
    const first = await pageAt<PostView>('/bookmarks', { token, limit: 2 });
    expect(idsOf(first.items)).toEqual(['post-3', 'post-2']);
    await v2Ok('DELETE', '/posts/post-2/bookmark', 200, { token });
    const second = await pageAfter(first, '/bookmarks', { token, limit: 2 });
    expect(idsOf(second.items)).toEqual(['post-1', 'post-16']);
  });

  it('needs a token', async () => {
    expect(await v2('GET', '/bookmarks')).toEqual(refused(404, SPEC_MESSAGES.unknownUser));
  });
});

describe('bookmarking', () => {
  it('answers the post, now bookmarked by the viewer', async () => {
    const token = await tokenOf('guest');
    const answer = await v2<PostAnswer>('POST', '/posts/post-1/bookmark', { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['post']);
    expectPostView(answer.body.post);
    expect(answer.body.post).toMatchObject({ id: 'post-1', bookmarkedByMe: true, likeCount: 1 });
    expect(idsOf((await pageAt<PostView>('/bookmarks', { token })).items)).toEqual([
      'post-1',
      'post-16',
    ]);
    const maya = await tokenOf('maya');
    expect(
      (await v2Ok<PostAnswer>('GET', '/posts/post-1', 200, { token: maya })).post,
    ).toMatchObject({ bookmarkedByMe: false });
  });

  it('refuses a second bookmark with the §8 message', async () => {
    const token = await tokenOf('guest');
    expect(await v2('POST', '/posts/post-16/bookmark', { token })).toEqual(
      refused(400, SPEC_MESSAGES.alreadyBookmarked),
    );
  });

  it('bookmarks a post the viewer wrote, as anyone else’s', async () => {
    const token = await tokenOf('guest');
    const post = await publish(token, 'Keep this');
    expect((await bookmark(token, post.id)).post.bookmarkedByMe).toBe(true);
  });

  it('answers 404 for an unknown post', async () => {
    const token = await tokenOf('guest');
    expect(await v2('POST', '/posts/post-999/bookmark', { token })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });
});

describe('removing a bookmark', () => {
  it('answers the post, no longer bookmarked by the viewer', async () => {
    const token = await tokenOf('guest');
    const answer = await v2<PostAnswer>('DELETE', '/posts/post-16/bookmark', { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['post']);
    expect(answer.body.post).toMatchObject({
      id: 'post-16',
      bookmarkedByMe: false,
      likedByMe: true,
    });
    expect((await pageAt<PostView>('/bookmarks', { token })).items).toEqual([]);
  });

  it('refuses a post not bookmarked with the §8 message', async () => {
    const token = await tokenOf('guest');
    expect(await v2('DELETE', '/posts/post-1/bookmark', { token })).toEqual(
      refused(400, SPEC_MESSAGES.notBookmarked),
    );
  });

  it('answers 404 for an unknown post', async () => {
    const token = await tokenOf('guest');
    expect(await v2('DELETE', '/posts/post-999/bookmark', { token })).toEqual(
      refused(404, MOCK_MESSAGES.postNotFound),
    );
  });
});
