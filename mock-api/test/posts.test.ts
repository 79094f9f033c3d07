/** Posts and likes: every call, rule and §8 message, through the real client. */
import { v1Bookmarks, v1Posts } from '@murmur/testing';
import { LIMITS, type PostsResponse } from '@murmur/contract';
import type { Post } from '@murmur/contract';
import {
  call,
  expectRefusal,
  idsOf,
  isRecent,
  TIMESTAMP,
  tokenOf,
  usernamesOf,
  withMockApi,
} from './support/mock-api';

withMockApi();

const postIn = (posts: Post[], postId: string) => {
  const post = posts.find((candidate) => candidate._id === postId);
  if (!post) throw new Error(`${postId} is not in the answer`);
  return post;
};

describe('reading posts (no token needed)', () => {
  it('lists the 22 seed posts, newest first', async () => {
    const { posts } = await v1Posts.getAll();
    expect(posts).toHaveLength(22);
    expect(idsOf(posts).slice(0, 3)).toEqual(['post-1', 'post-2', 'post-3']);
    expect(posts[0]).toMatchObject({
      username: 'theo_brandt',
      firstName: 'Theo',
      lastName: 'Brandt',
    });
    expect(posts.every((post) => TIMESTAMP.test(post.createdAt))).toBe(true);
  });

  it('answers one post by id', async () => {
    const { post } = await v1Posts.getOne('post-9');
    expect(post.username).toBe('priya.bakes');
    expect(post.likes.likeCount).toBe(1);
    expect(usernamesOf(post.likes.likedBy)).toEqual(['lena.arcos']);
    expect(usernamesOf(post.likes.dislikedBy)).toEqual(['theo_brandt']);
  });

  it('answers the posts of one user', async () => {
    const { posts } = await v1Posts.getByUser('guest');
    expect(idsOf(posts)).toEqual(['post-4', 'post-10', 'post-18']);
  });

  it('answers 404 for an unknown post or user', async () => {
    await expectRefusal(v1Posts.getOne('post-999'), 404, 'Post not found');
    await expectRefusal(v1Posts.getByUser('nobody-here'), 404, 'User not found');
  });
});

describe('creating, editing and deleting posts', () => {
  it('creates a post at the top with no likes and no comments', async () => {
    const token = await tokenOf('guest');
    const { posts } = await v1Posts.create(token, 'A brand new thought');

    expect(posts).toHaveLength(23);
    const [post] = posts;
    expect(post).toMatchObject({
      content: 'A brand new thought',
      username: 'guest',
      firstName: 'Guest',
      lastName: 'Visitor',
      avatarURL: '',
      likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
      comments: [],
    });
    expect(isRecent(post?.createdAt ?? '')).toBe(true);
    expect(post?.updatedAt).toBe(post?.createdAt);
  });

  it('stores the longest post allowed, in any Unicode, whole', async () => {
    const token = await tokenOf('guest');
    // Counted in characters (code points): the emoji are two UTF-16 units each.
    const content = [...'ünïcødé 😀 عربى 中文 '.repeat(30)].slice(0, LIMITS.post).join('');
    const { posts } = await v1Posts.create(token, content);
    const { post } = await v1Posts.getOne(posts[0]?._id ?? '');
    expect(post.content).toHaveLength(content.length);
    expect(post.content).toBe(content);
  });

  it('reads postData as the text itself (spec §7), on create and on edit', async () => {
    const token = await tokenOf('guest');
    const created = await call<PostsResponse>('POST', '/posts', {
      token,
      body: { postData: 'Sent as the text itself' },
    });
    expect(created.status).toBe(201);
    const postId = created.body.posts[0]?._id ?? '';
    expect((await v1Posts.getOne(postId)).post).toMatchObject({
      content: 'Sent as the text itself',
      username: 'guest',
    });

    const edited = await call('POST', `/posts/edit/${postId}`, {
      token,
      body: { postData: 'Edited as the text itself' },
    });
    expect(edited.status).toBe(201);
    expect((await v1Posts.getOne(postId)).post.content).toBe('Edited as the text itself');
  });

  it.each([
    ['blank content', { postData: { content: ' \n\t ' } }],
    ['blank text', { postData: ' \n\t ' }],
    ['no body fields', {}],
    ['an empty postData', { postData: {} }],
    ['the text under another name', { postData: { text: 'Hello' } }],
    ['the content outside postData', { content: 'Hello' }],
    ['a number for postData', { postData: 42 }],
  ])('refuses %s with 400, on create and on edit, and stores nothing', async (_, body) => {
    const token = await tokenOf('guest');
    const before = await v1Posts.getAll();
    const refusal = { status: 400, body: { errors: ['Post content cannot be empty.'] } };

    expect(await call('POST', '/posts', { token, body })).toEqual(refusal);
    expect(await call('POST', '/posts/edit/post-4', { token, body })).toEqual(refusal);
    expect(await v1Posts.getAll()).toEqual(before);
  });

  it('edits only the content of the author’s own post, and sets updatedAt', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<PostsResponse>('POST', '/posts/edit/post-4', {
      token,
      body: {
        postData: {
          content: 'Edited hello',
          username: 'maya.solberg',
          _id: 'post-hijack',
          likes: { likeCount: 99, likedBy: [], dislikedBy: [] },
          createdAt: '2000-01-01T00:00:00+00:00',
        },
      },
    });

    expect(status).toBe(201);
    const post = postIn(body.posts, 'post-4');
    expect(post).toMatchObject({ content: 'Edited hello', username: 'guest' });
    expect(post.likes.likeCount).toBe(1);
    expect(post.createdAt).not.toBe('2000-01-01T00:00:00+00:00');
    expect(isRecent(post.updatedAt)).toBe(true);
    expect(idsOf(body.posts)).not.toContain('post-hijack');
  });

  it("refuses to edit someone else's post with the §8 message", async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Posts.edit(token, 'post-1', 'Not mine'),
      400,
      "Cannot edit a Post doesn't belong to the logged in User.",
    );
    expect((await v1Posts.getOne('post-1')).post.content).toMatch(/^Headwind/);
  });

  it('refuses an edit to blank content', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Posts.edit(token, 'post-4', '   '), 400, 'Post content cannot be empty.');
  });

  it('deletes the author’s own post and drops it from every bookmark list', async () => {
    const mayaToken = await tokenOf('maya');
    const { posts } = await v1Posts.remove(mayaToken, 'post-16');
    expect(posts).toHaveLength(21);
    expect(idsOf(posts)).not.toContain('post-16');

    const { bookmarks } = await v1Bookmarks.getAll(await tokenOf('guest'));
    expect(bookmarks).toEqual([]);
  });

  it("refuses to delete someone else's post with the §8 message", async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Posts.remove(token, 'post-1'),
      400,
      "Cannot delete a Post doesn't belong to the logged in User.",
    );
  });

  it('answers 404 when editing, deleting or liking an unknown post', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Posts.edit(token, 'post-999', 'x'), 404, 'Post not found');
    await expectRefusal(v1Posts.remove(token, 'post-999'), 404, 'Post not found');
    await expectRefusal(v1Posts.like(token, 'post-999'), 404, 'Post not found');
    await expectRefusal(v1Posts.dislike(token, 'post-999'), 404, 'Post not found');
  });
});

describe('likes', () => {
  it('a like adds the user to likedBy, counts +1 and sets updatedAt', async () => {
    const token = await tokenOf('guest');
    const { posts } = await v1Posts.like(token, 'post-1');
    const post = postIn(posts, 'post-1');
    expect(post.likes.likeCount).toBe(2);
    expect(usernamesOf(post.likes.likedBy)).toEqual(['maya.solberg', 'guest']);
    expect(isRecent(post.updatedAt)).toBe(true);
  });

  it('a second like is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await v1Posts.like(token, 'post-1');
    await expectRefusal(
      v1Posts.like(token, 'post-1'),
      400,
      'Cannot like a post that is already liked. ',
    );
    expect((await v1Posts.getOne('post-1')).post.likes.likeCount).toBe(2);
  });

  it('like then dislike: back to the old count, user moved to dislikedBy', async () => {
    const token = await tokenOf('guest');
    await v1Posts.like(token, 'post-1');
    const { posts } = await v1Posts.dislike(token, 'post-1');
    const { likes } = postIn(posts, 'post-1');
    expect(likes.likeCount).toBe(1);
    expect(usernamesOf(likes.likedBy)).toEqual(['maya.solberg']);
    expect(usernamesOf(likes.dislikedBy)).toEqual(['guest']);
  });

  it('a like after a dislike takes the user out of dislikedBy', async () => {
    const token = await tokenOf('theo');
    const { posts } = await v1Posts.like(token, 'post-9');
    const { likes } = postIn(posts, 'post-9');
    expect(likes.likeCount).toBe(2);
    expect(usernamesOf(likes.likedBy)).toEqual(['lena.arcos', 'theo_brandt']);
    expect(likes.dislikedBy).toEqual([]);
  });

  it('a dislike at zero likes is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Posts.dislike(token, 'post-14'),
      400,
      'Cannot decrement like less than 0.',
    );
  });

  it('a second dislike is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await v1Posts.dislike(token, 'post-2');
    await expectRefusal(
      v1Posts.dislike(token, 'post-2'),
      400,
      'Cannot dislike a post that is already disliked. ',
    );
    expect((await v1Posts.getOne('post-2')).post.likes.likeCount).toBe(2);
  });
});
