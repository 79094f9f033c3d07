/** Bookmarks: the guest starts with post-16 bookmarked. */
import { v1Bookmarks, v1Posts } from '@murmur/testing';
import type { BookmarksResponse } from '@murmur/contract';
import { call, expectRefusal, idsOf, tokenOf, withMockApi } from './support/mock-api';

withMockApi();

describe('bookmarks', () => {
  it('GET /users/bookmark answers the whole bookmarked posts (not a user called "bookmark")', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<BookmarksResponse>('GET', '/users/bookmark', { token });
    expect(status).toBe(200);
    expect(body.bookmarks).toHaveLength(1);
    expect(body.bookmarks[0]).toMatchObject({
      _id: 'post-16',
      username: 'maya.solberg',
      content: expect.stringMatching(/^The studio cat/),
      likes: { likeCount: 5 },
    });
  });

  it('adding answers 200 with the list, in the order bookmarked', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<BookmarksResponse>('POST', '/users/bookmark/post-1', {
      token,
    });
    expect(status).toBe(200);
    expect(idsOf(body.bookmarks)).toEqual(['post-16', 'post-1']);
  });

  it('bookmarking twice is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Bookmarks.add(token, 'post-16'), 400, 'This Post is already bookmarked');
  });

  it('removing answers 200 with what is left', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<BookmarksResponse>(
      'POST',
      '/users/remove-bookmark/post-16',
      {
        token,
      },
    );
    expect(status).toBe(200);
    expect(body.bookmarks).toEqual([]);
  });

  it('removing a bookmark never made is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Bookmarks.remove(token, 'post-3'), 400, 'Post not bookmarked yet');
  });

  it('answers 404 for an unknown post', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Bookmarks.add(token, 'post-999'), 404, 'Post not found');
    await expectRefusal(v1Bookmarks.remove(token, 'post-999'), 404, 'Post not found');
  });

  it('shows the post as it is now, not as it was when bookmarked', async () => {
    const token = await tokenOf('guest');
    await v1Bookmarks.add(token, 'post-14');
    await v1Posts.like(await tokenOf('lena'), 'post-14');
    const { bookmarks } = await v1Bookmarks.getAll(token);
    expect(bookmarks.find((post) => post._id === 'post-14')?.likes.likeCount).toBe(1);
  });

  it('are private to their owner', async () => {
    const { bookmarks } = await v1Bookmarks.getAll(await tokenOf('maya'));
    expect(bookmarks).toEqual([]);
  });
});
