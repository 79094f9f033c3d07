/**
 * v1 (`/api`, the spec's API) and v2 (`/api/v2`) are two views of one store: what one writes, the other reads
 * at once, with the same rules.
 */
import { v1Bookmarks, v1Comments, v1Posts, v1Users } from '@murmur/testing';
import { SPEC_MESSAGES } from '@murmur/contract';
import type { CommentView, PostAnswer, PostView } from '@murmur/contract';
import { expectRefusal, tokenOf, withMockApi } from '../support/mock-api';
import { idsOf, pageAt, publish, v2, v2Ok } from '../support/v2';

withMockApi();

describe('v1 sees v2 writes', () => {
  it('a post written through v2 is first in GET /api/posts, as v1 shapes it', async () => {
    const post = await publish(await tokenOf('guest'), 'Through v2');
    const { posts } = await v1Posts.getAll();
    expect(posts).toHaveLength(23);
    expect(posts[0]).toMatchObject({
      _id: post.id,
      content: 'Through v2',
      username: 'guest',
      likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
      comments: [],
      createdAt: post.createdAt,
    });
    expect((await v1Posts.getByUser('guest')).posts[0]?._id).toBe(post.id);
  });

  it('a v2 like, comment and bookmark show in v1’s lists', async () => {
    const token = await tokenOf('guest');
    await v2Ok('POST', '/posts/post-1/like', 200, { token });
    await v2Ok('POST', '/posts/post-1/comments', 201, { token, body: { text: 'Via v2' } });
    await v2Ok('POST', '/posts/post-1/bookmark', 200, { token });

    const { post } = await v1Posts.getOne('post-1');
    expect(post.likes.likeCount).toBe(2);
    expect(post.likes.likedBy.map((user) => user.username)).toEqual(['maya.solberg', 'guest']);
    expect((await v1Comments.getForPost('post-1')).comments.map((c) => c.text)).toEqual(['Via v2']);
    const { bookmarks } = await v1Bookmarks.getAll(token);
    expect(bookmarks.map((bookmarked) => bookmarked._id)).toEqual(['post-16', 'post-1']);
  });

  it('a v2 follow and profile edit show in v1’s users', async () => {
    const token = await tokenOf('guest');
    await v2Ok('POST', '/users/lena.arcos/follow', 200, { token });
    await v2Ok('PATCH', '/me', 200, { token, body: { bio: 'Edited through v2' } });
    const { user: lena } = await v1Users.getOne('lena.arcos');
    expect(lena.followers.map((user) => user.username)).toContain('guest');
    const { user: guest } = await v1Users.getOne('guest');
    expect(guest.bio).toBe('Edited through v2');
  });

  it('a post deleted through v2 is gone from v1', async () => {
    await v2Ok('DELETE', '/posts/post-4', 200, { token: await tokenOf('guest') });
    await expectRefusal(v1Posts.getOne('post-4'), 404, 'Post not found');
  });
});

describe('v2 sees v1’s writes', () => {
  it('a post written through v1 is first on explore and home', async () => {
    const token = await tokenOf('guest');
    const { posts } = await v1Posts.create(token, 'Through v1');
    const id = posts[0]?._id ?? '';
    expect(idsOf((await pageAt<PostView>('/timelines/explore', { limit: 1 })).items)).toEqual([id]);
    expect(idsOf((await pageAt<PostView>('/timelines/home', { token, limit: 1 })).items)).toEqual([
      id,
    ]);
  });

  it('a like, comment and vote through v1 show in v2 counts and flags', async () => {
    const token = await tokenOf('guest');
    await v1Posts.like(token, 'post-1');
    await v1Comments.add(token, 'post-1', 'Through v1');
    const { post } = await v2Ok<PostAnswer>('GET', '/posts/post-1', 200, { token });
    expect(post).toMatchObject({ likeCount: 2, likedByMe: true, commentCount: 1 });

    await v1Comments.upvote(token, 'post-2', 'comment-1');
    const { items } = await pageAt<CommentView>('/posts/post-2/comments', { token });
    expect(items[1]).toMatchObject({ id: 'comment-1', upvoteCount: 2, myVote: 'up' });
  });

  it('applies the same rules: a like through one is "already liked" through the other', async () => {
    const token = await tokenOf('guest');
    await v1Posts.like(token, 'post-1');
    expect(await v2('POST', '/posts/post-1/like', { token })).toEqual({
      status: 400,
      body: { errors: [SPEC_MESSAGES.alreadyLiked] },
    });
    await v2Ok('POST', '/posts/post-3/like', 200, { token });
    await expectRefusal(v1Posts.like(token, 'post-3'), 400, SPEC_MESSAGES.alreadyLiked);
  });
});
