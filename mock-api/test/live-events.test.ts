/**
 * Live events of `/api/v2` writes (shared/contract/src/v2/events.ts), as the page receives them
 * from `startMockApi({ onLiveEvent })`: each write exactly its events, with the values it left
 * (post-2 is Maya's, liked by the guest, Theo and Priya, with Theo's comment-1 and the guest's
 * comment-2; Lena has two followers, Maya three), in order; a refused write and the writes no one
 * else needs to see give none.
 */
import type { CommentAnswer, PostAnswer } from '@murmur/contract';
import { SEED_USER_IDS } from '../src';
import { counted, withLiveEvents } from './support/live-events';
import { tokenOf } from './support/mock-api';
import { publish, v2, v2Ok } from './support/v2';

const live = withLiveEvents();

const postAsServed = async (postId: string) =>
  (await v2Ok<PostAnswer>('GET', `/posts/${postId}`, 200)).post;

describe('posts', () => {
  it('announces a new post with its id and author', async () => {
    const theo = await tokenOf('theo');
    let postId = '';
    const events = await live.during(async () => {
      postId = (await publish(theo, 'Tailwind, for once')).id;
    });
    expect(events).toEqual([{ type: 'post.created', postId, authorId: SEED_USER_IDS.theo }]);
  });

  it('announces a deleted post by its id', async () => {
    const theo = await tokenOf('theo');
    const events = await live.during(() => v2Ok('DELETE', '/posts/post-1', 200, { token: theo }));
    expect(events).toEqual([{ type: 'post.deleted', postId: 'post-1' }]);
  });

  it("announces a like and a dislike with the post's counts after each", async () => {
    const lena = await tokenOf('lena');
    const liked = await live.during(() => v2Ok('POST', '/posts/post-2/like', 200, { token: lena }));
    expect(liked).toEqual([counted('post-2', 4, 2)]);
    expect(await postAsServed('post-2')).toMatchObject({ likeCount: 4, commentCount: 2 });

    const disliked = await live.during(() =>
      v2Ok('POST', '/posts/post-2/dislike', 200, { token: lena }),
    );
    expect(disliked).toEqual([counted('post-2', 3, 2)]);
  });
});

describe('comments', () => {
  it("announces a new comment, then its post's counts", async () => {
    const lena = await tokenOf('lena');
    let commentId = '';
    const events = await live.during(async () => {
      const answer = await v2Ok<CommentAnswer>('POST', '/posts/post-2/comments', 201, {
        token: lena,
        body: { text: 'The regret bowl, please' },
      });
      commentId = answer.comment.id;
    });
    expect(events).toEqual([
      { type: 'comment.created', postId: 'post-2', commentId },
      counted('post-2', 3, 3),
    ]);
  });

  it("announces a deleted comment (here by the post's author), then its post's counts", async () => {
    const maya = await tokenOf('maya');
    const events = await live.during(() =>
      v2Ok('DELETE', '/posts/post-2/comments/comment-1', 200, { token: maya }),
    );
    expect(events).toEqual([
      { type: 'comment.deleted', postId: 'post-2', commentId: 'comment-1' },
      counted('post-2', 3, 1),
    ]);
  });
});

describe('follows', () => {
  it("announces a follow and an unfollow with the followed user's follower count", async () => {
    const guest = await tokenOf('guest');
    const followed = await live.during(() =>
      v2Ok('POST', '/users/lena.arcos/follow', 200, { token: guest }),
    );
    const unfollowed = await live.during(() =>
      v2Ok('DELETE', '/users/maya.solberg/follow', 200, { token: guest }),
    );

    const follow = { type: 'user.followed', followerId: SEED_USER_IDS.guest };
    expect(followed).toEqual([
      { ...follow, followeeId: SEED_USER_IDS.lena, following: true, followerCount: 3 },
    ]);
    expect(unfollowed).toEqual([
      { ...follow, followeeId: SEED_USER_IDS.maya, following: false, followerCount: 2 },
    ]);
  });
});

describe('order', () => {
  it('announces a run of writes in the order they were made', async () => {
    const [theo, maya] = [await tokenOf('theo'), await tokenOf('maya')];
    let postId = '';
    let commentId = '';
    const events = await live.during(async () => {
      postId = (await publish(theo, 'Rain again')).id;
      await v2Ok('POST', `/posts/${postId}/like`, 200, { token: maya });
      const answer = await v2Ok<CommentAnswer>('POST', `/posts/${postId}/comments`, 201, {
        token: maya,
        body: { text: 'Bring a coat' },
      });
      commentId = answer.comment.id;
      await v2Ok('DELETE', `/posts/${postId}`, 200, { token: theo });
    });
    expect(events).toEqual([
      { type: 'post.created', postId, authorId: SEED_USER_IDS.theo },
      counted(postId, 1, 0),
      { type: 'comment.created', postId, commentId },
      counted(postId, 1, 1),
      { type: 'post.deleted', postId },
    ]);
  });

  it('gives writes sent at once each the counts it left, one after the other', async () => {
    const [lena, jonas] = [await tokenOf('lena'), await tokenOf('jonas')];
    const events = await live.during(() =>
      Promise.all([
        v2Ok('POST', '/posts/post-2/like', 200, { token: lena }),
        v2Ok('POST', '/posts/post-2/like', 200, { token: jonas }),
      ]),
    );
    expect(events).toEqual([counted('post-2', 4, 2), counted('post-2', 5, 2)]);
  });

  it('gives follows sent at once each the follower count it left, one after the other', async () => {
    const [guest, maya] = [await tokenOf('guest'), await tokenOf('maya')];
    const events = await live.during(() =>
      Promise.all([
        v2Ok('POST', '/users/lena.arcos/follow', 200, { token: guest }),
        v2Ok('POST', '/users/lena.arcos/follow', 200, { token: maya }),
      ]),
    );
    expect(events).toEqual([
      expect.objectContaining({ followerId: SEED_USER_IDS.guest, followerCount: 3 }),
      expect.objectContaining({ followerId: SEED_USER_IDS.maya, followerCount: 4 }),
    ]);
  });
});

describe('writes that announce nothing', () => {
  it.each([
    ['a like of a post already liked', 'POST', '/posts/post-2/like', 'guest', 400],
    ["a delete of someone else's post", 'DELETE', '/posts/post-2', 'lena', 400],
    [
      "a delete of someone else's comment",
      'DELETE',
      '/posts/post-2/comments/comment-1',
      'lena',
      400,
    ],
    ['a like of a post that does not exist', 'POST', '/posts/post-999/like', 'lena', 404],
    ['a follow of oneself', 'POST', '/users/guest/follow', 'guest', 400],
    ['an unfollow of someone not followed', 'DELETE', '/users/lena.arcos/follow', 'guest', 400],
  ] as const)('refused: %s', async (_name, method, path, who, status) => {
    const token = await tokenOf(who);
    const events = await live.during(async () => {
      expect((await v2(method, path, { token })).status).toBe(status);
    });
    expect(events).toEqual([]);
  });

  it('refused: a comment without a token, a post with a tampered one', async () => {
    const theo = await tokenOf('theo');
    const tampered = `${theo.slice(0, -4)}AAAA`;
    const events = await live.during(async () => {
      const comment = await v2('POST', '/posts/post-2/comments', { body: { text: 'Hi' } });
      const post = await v2('POST', '/posts', { token: tampered, body: { content: 'Hi' } });
      expect([comment.status, post.status]).toEqual([404, 401]);
    });
    expect(events).toEqual([]);
  });

  it('edits, votes, bookmarks, profile edits, sign-ups and logins', async () => {
    const [maya, theo] = [await tokenOf('maya'), await tokenOf('theo')];
    const events = await live.during(async () => {
      await v2Ok('PATCH', '/posts/post-2', 200, { token: maya, body: { content: 'Edited' } });
      const comment = '/posts/post-2/comments/comment-1';
      await v2Ok('PATCH', comment, 200, { token: theo, body: { text: 'Edited too' } });
      await v2Ok('POST', `${comment}/downvote`, 200, { token: maya });
      await v2Ok('POST', '/posts/post-3/bookmark', 200, { token: maya });
      await v2Ok('DELETE', '/posts/post-3/bookmark', 200, { token: maya });
      await v2Ok('PATCH', '/me', 200, { token: maya, body: { bio: 'Glazes' } });
      const signup = {
        username: 'new.person',
        password: 'secret-pass',
        firstName: 'N',
        lastName: 'P',
      };
      await v2Ok('POST', '/auth/signup', 201, { body: { ...signup, email: 'n@example.com' } });
      await tokenOf('lena');
    });
    expect(events).toEqual([]);
  });
});
