/**
 * `/api/v2` timelines: home (the viewer and the people they follow), explore (everyone), one
 * user's posts; newest first, each post as a reader needs it with the viewer's own flags.
 */
import type { Page, PostView } from '@murmur/contract';
import { tokenOf, withMockApi } from '../support/mock-api';
import {
  SEED_POST_IDS,
  allPages,
  expectPostView,
  idsOf,
  pageAfter,
  pageAt,
  publish,
  seedAuthor,
  seedHomeIds,
  seedPostIdsBy,
  seedPostIdsLikedBy,
  v2,
  v2Ok,
} from '../support/v2';

withMockApi();

const postIn = (items: PostView[], id: string): PostView => {
  const post = items.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`${id} is not in the page`);
  return post;
};

describe('explore: every post, newest first', () => {
  it('answers the first 20 of the 22 seed posts, then the last 2', async () => {
    const first = await pageAt<PostView>('/timelines/explore');
    expect(idsOf(first.items)).toEqual(SEED_POST_IDS.slice(0, 20));
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = await pageAfter(first, '/timelines/explore');
    expect(idsOf(second.items)).toEqual(SEED_POST_IDS.slice(20));
    expect(second.nextCursor).toBeNull();
  });

  it('shows each post as a reader needs it: author, text, times, counts', async () => {
    const { items } = await pageAt<PostView>('/timelines/explore', { limit: 100 });
    items.forEach(expectPostView);

    const post2 = postIn(items, 'post-2');
    expect(post2).toMatchObject({
      author: seedAuthor('maya'),
      content: expect.stringMatching(/^First firing of the new speckled glaze/),
      likeCount: 3,
      commentCount: 2,
    });
    expect(Date.parse(post2.updatedAt)).toBeGreaterThan(Date.parse(post2.createdAt));
    expect(postIn(items, 'post-9')).toMatchObject({ likeCount: 1, commentCount: 0 });
    expect(postIn(items, 'post-14')).toMatchObject({ likeCount: 0, commentCount: 0 });
    expect(postIn(items, 'post-5').author).toEqual(seedAuthor('jonas'));
    for (let index = 1; index < items.length; index += 1) {
      const [newer, older] = [items[index - 1], items[index]] as [PostView, PostView];
      expect(Date.parse(newer.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
    }
  });

  it('signed out, no post is liked or bookmarked', async () => {
    const { items } = await pageAt<PostView>('/timelines/explore', { limit: 100 });
    expect(items.filter((post) => post.likedByMe || post.bookmarkedByMe)).toEqual([]);
  });

  it("signed in, the viewer's own likes and bookmarks are flagged, and only theirs", async () => {
    const token = await tokenOf('guest');
    const { items } = await pageAt<PostView>('/timelines/explore', { token, limit: 100 });
    expect(idsOf(items.filter((post) => post.likedByMe))).toEqual(seedPostIdsLikedBy('guest'));
    expect(idsOf(items.filter((post) => post.bookmarkedByMe))).toEqual(['post-16']);

    const lena = await pageAt<PostView>('/timelines/explore', {
      token: await tokenOf('lena'),
      limit: 100,
    });
    expect(idsOf(lena.items.filter((post) => post.likedByMe))).toEqual(seedPostIdsLikedBy('lena'));
    expect(lena.items.filter((post) => post.bookmarkedByMe)).toEqual([]);
  });

  it("a dislike from someone who never liked lowers the count, not the viewer's flag", async () => {
    const token = await tokenOf('guest');
    await v2Ok('POST', '/posts/post-1/dislike', 200, { token });
    const { items } = await pageAt<PostView>('/timelines/explore', { token, limit: 1 });
    expect(items[0]).toMatchObject({ id: 'post-1', likeCount: 0, likedByMe: false });
  });

  it('puts a new post first, for everyone', async () => {
    const post = await publish(await tokenOf('lena'), 'Fresh from the balcony');
    const { items } = await pageAt<PostView>('/timelines/explore', { limit: 3 });
    expect(idsOf(items)).toEqual([post.id, 'post-1', 'post-2']);
  });
});

describe("home: the viewer's posts and those of the people they follow", () => {
  it("answers the guest's own posts and Maya's and Theo's, newest first", async () => {
    const token = await tokenOf('guest');
    const { items, pages } = await allPages<PostView>('/timelines/home', { token });
    expect(idsOf(items)).toEqual(seedHomeIds('guest'));
    expect(idsOf(items)).toEqual(seedPostIdsBy('guest', 'maya', 'theo'));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.nextCursor).toBeNull();
  });

  it("is each viewer's own: Lena sees hers and Priya's", async () => {
    const token = await tokenOf('lena');
    const { items } = await allPages<PostView>('/timelines/home', { token });
    expect(idsOf(items)).toEqual(seedPostIdsBy('lena', 'priya'));
    expect(idsOf(items.filter((post) => post.likedByMe))).toEqual(
      seedPostIdsBy('lena', 'priya').filter((id) => seedPostIdsLikedBy('lena').includes(id)),
    );
  });

  it('pages through the same list a small limit at a time', async () => {
    const token = await tokenOf('guest');
    const { items, pages } = await allPages<PostView>('/timelines/home', { token, limit: 5 });
    expect(idsOf(items)).toEqual(seedHomeIds('guest'));
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
  });

  it("takes in a followed user's posts at once, and drops an unfollowed one's", async () => {
    const token = await tokenOf('guest');
    await v2Ok('POST', '/users/jonas_wren/follow', 200, { token });
    await v2Ok('DELETE', '/users/theo_brandt/follow', 200, { token });
    const { items } = await allPages<PostView>('/timelines/home', { token });
    expect(idsOf(items)).toEqual(seedPostIdsBy('guest', 'maya', 'jonas'));
  });

  it("shows the viewer's new post first, and a followed user's; not a stranger's", async () => {
    const guest = await tokenOf('guest');
    const mine = await publish(guest, 'Mine');
    const maya = await publish(await tokenOf('maya'), 'From Maya');
    await publish(await tokenOf('priya'), 'From Priya, whom the guest does not follow');
    const { items } = await pageAt<PostView>('/timelines/home', { token: guest, limit: 3 });
    expect(idsOf(items)).toEqual([maya.id, mine.id, 'post-1']);
  });

  it('needs a token', async () => {
    const answer = await v2('GET', '/timelines/home');
    expect(answer).toEqual({
      status: 404,
      body: { errors: ['The username you entered is not Registered. Not Found error'] },
    });
  });

  it('of a user who follows no one and wrote nothing is one empty page', async () => {
    const { token } = await v2Ok<{ token: string }>('POST', '/auth/signup', 201, {
      body: { username: 'quiet_one', password: 'open sesame', firstName: 'Quiet', lastName: 'One' },
    });
    const page = await pageAt<PostView>('/timelines/home', { token });
    expect(page).toEqual({ items: [], nextCursor: null });
  });
});

describe("a user's posts", () => {
  it('answers their posts only, newest first', async () => {
    const { items } = await allPages<PostView>('/users/guest/posts');
    expect(idsOf(items)).toEqual(['post-4', 'post-10', 'post-18']);
    items.forEach(expectPostView);
    expect(items.every((post) => post.author.username === 'guest')).toBe(true);

    const maya = await allPages<PostView>('/users/maya.solberg/posts', { limit: 2 });
    expect(idsOf(maya.items)).toEqual(seedPostIdsBy('maya'));
    expect(maya.pages).toHaveLength(3);
  });

  it("flags the viewer's likes on them", async () => {
    const token = await tokenOf('guest');
    const { items } = await allPages<PostView>('/users/maya.solberg/posts', { token });
    expect(idsOf(items.filter((post) => post.likedByMe))).toEqual([
      'post-2',
      'post-8',
      'post-12',
      'post-16',
    ]);
    expect(idsOf(items.filter((post) => post.bookmarkedByMe))).toEqual(['post-16']);
  });

  it('puts their new post first and leaves out the posts of others', async () => {
    const post = await publish(await tokenOf('guest'), 'One more from me');
    await publish(await tokenOf('maya'), 'Not the guest');
    const page = await pageAt<PostView>('/users/guest/posts');
    expect(idsOf(page.items)).toEqual([post.id, 'post-4', 'post-10', 'post-18']);
  });

  it('of a user who wrote nothing is one empty page', async () => {
    await v2Ok('POST', '/auth/signup', 201, {
      body: { username: 'quiet_one', password: 'open sesame', firstName: 'Quiet', lastName: 'One' },
    });
    expect(await pageAt<PostView>('/users/quiet_one/posts')).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await v2<Page<PostView>>('GET', '/users/nobody-here/posts');
    expect(answer).toEqual({ status: 404, body: { errors: ['User not found'] } });
  });
});
