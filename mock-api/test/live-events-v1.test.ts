/**
 * Live events of v1's writes (`/api`, spec §7): the same events as `/api/v2`'s for the
 * same changes, through the v1 client of @murmur/testing (post-2 is Maya's, liked by the
 * guest, Theo and Priya, with Theo's comment-1 and the guest's comment-2; Lena has two followers,
 * Maya three).
 */
import { v1Bookmarks, v1Comments, v1Posts, v1Users } from '@murmur/testing';
import { SEED_USER_IDS, SPEC_MESSAGES } from '../src';
import { counted, withLiveEvents } from './support/live-events';
import { call, expectRefusal, tokenOf } from './support/mock-api';

const live = withLiveEvents();

it('announces a new post: the first of the answer, by the caller', async () => {
  const theo = await tokenOf('theo');
  let postId: string | undefined;
  const events = await live.during(async () => {
    postId = (await v1Posts.create(theo, 'Tailwind, for once')).posts[0]?._id;
  });
  expect(events).toEqual([{ type: 'post.created', postId, authorId: SEED_USER_IDS.theo }]);
});

it('announces a deleted post', async () => {
  const theo = await tokenOf('theo');
  const events = await live.during(() => v1Posts.remove(theo, 'post-1'));
  expect(events).toEqual([{ type: 'post.deleted', postId: 'post-1' }]);
});

it("announces a like and a dislike with the post's counts after each", async () => {
  const lena = await tokenOf('lena');
  expect(await live.during(() => v1Posts.like(lena, 'post-2'))).toEqual([counted('post-2', 4, 2)]);
  expect(await live.during(() => v1Posts.dislike(lena, 'post-2'))).toEqual([
    counted('post-2', 3, 2),
  ]);
});

it("announces a comment added, then its post's counts", async () => {
  const lena = await tokenOf('lena');
  let commentId: string | undefined;
  const events = await live.during(async () => {
    const { posts } = await v1Comments.add(lena, 'post-2', 'The regret bowl, please');
    commentId = posts.find((post) => post._id === 'post-2')?.comments.at(-1)?._id;
  });
  expect(events).toEqual([
    { type: 'comment.created', postId: 'post-2', commentId },
    counted('post-2', 3, 3),
  ]);
});

it("announces a comment deleted by DELETE or by POST (both answered, §7), then the post's counts", async () => {
  const [maya, guest] = [await tokenOf('maya'), await tokenOf('guest')];
  const byDelete = await live.during(() => v1Comments.remove(maya, 'post-2', 'comment-1'));
  const byPost = await live.during(async () => {
    const answer = await call('POST', '/comments/delete/post-2/comment-2', { token: guest });
    expect(answer.status).toBe(201);
  });
  expect(byDelete).toEqual([
    { type: 'comment.deleted', postId: 'post-2', commentId: 'comment-1' },
    counted('post-2', 3, 1),
  ]);
  expect(byPost).toEqual([
    { type: 'comment.deleted', postId: 'post-2', commentId: 'comment-2' },
    counted('post-2', 3, 0),
  ]);
});

it("announces a follow and an unfollow (by user id) with the followed user's follower count", async () => {
  const guest = await tokenOf('guest');
  const followed = await live.during(() => v1Users.follow(guest, SEED_USER_IDS.lena));
  const unfollowed = await live.during(() => v1Users.unfollow(guest, SEED_USER_IDS.maya));

  const follow = { type: 'user.followed', followerId: SEED_USER_IDS.guest };
  expect(followed).toEqual([
    { ...follow, followeeId: SEED_USER_IDS.lena, following: true, followerCount: 3 },
  ]);
  expect(unfollowed).toEqual([
    { ...follow, followeeId: SEED_USER_IDS.maya, following: false, followerCount: 2 },
  ]);
});

it('announces nothing for a refused write', async () => {
  const [guest, lena] = [await tokenOf('guest'), await tokenOf('lena')];
  const events = await live.during(async () => {
    await expectRefusal(v1Posts.like(guest, 'post-2'), 400, SPEC_MESSAGES.alreadyLiked);
    await expectRefusal(v1Posts.remove(lena, 'post-2'), 400, SPEC_MESSAGES.deleteOthersPost);
    await expectRefusal(
      v1Users.unfollow(guest, SEED_USER_IDS.lena),
      400,
      SPEC_MESSAGES.notFollowing,
    );
  });
  expect(events).toEqual([]);
});

it('announces nothing for edits, votes, bookmarks and profile edits', async () => {
  const [maya, theo] = [await tokenOf('maya'), await tokenOf('theo')];
  const events = await live.during(async () => {
    await v1Posts.edit(maya, 'post-2', 'Edited');
    await v1Comments.edit(theo, 'post-2', 'comment-1', 'Edited too');
    await v1Comments.upvote(theo, 'post-2', 'comment-2');
    await v1Bookmarks.add(maya, 'post-3');
    await v1Bookmarks.remove(maya, 'post-3');
    await v1Users.edit(maya, { bio: 'Glazes', website: '', avatarURL: '' });
  });
  expect(events).toEqual([]);
});
