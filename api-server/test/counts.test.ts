/**
 * The counts the paginated API shows are kept on their rows by the writes, in the write's
 * transaction: many writes at the same moment leave each count equal to what it counts.
 */
import type { Author, Page, PostView, Profile } from '@murmur/contract';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { countBy, guestToken, send, signUp } from './support/http';
import { TARGETS, databaseUrlFor } from './support/targets';

jest.setTimeout(240_000);

/** Every item of a list, page after page. */
async function everyItem<T>(origin: string, path: string, token?: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=7${cursor ? `&cursor=${cursor}` : ''}`;
    const { status, body } = await send(origin, 'GET', `/v2${path}${query}`, { token });
    if (status !== 200) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
    const page = body as unknown as Page<T>;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe.each(TARGETS)('on the %s database', (target) => {
  let server: ServerProcess;
  let origin: string;
  let tokens: string[];

  beforeAll(async () => {
    server = await startServerProcess({
      databaseUrl: await databaseUrlFor(target),
    });
    origin = server.origin;
    tokens = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(origin, `counter_${target}_${i}`)),
    );
  });
  afterAll(() => server.stop());

  const postOf = async (postId: string, token?: string) =>
    (await send(origin, 'GET', `/v2/posts/${postId}`, { token })).body.post as PostView;

  it('50 likes at once: likeCount 50, 50 likers, each answer the post liked by its caller', async () => {
    const answers = await Promise.all(
      tokens.map((token) => send(origin, 'POST', '/v2/posts/post-14/like', { token })),
    );
    expect(countBy(answers)).toEqual({ 200: 50 });
    expect(answers.every((answer) => (answer.body.post as PostView).likedByMe)).toBe(true);
    expect((await postOf('post-14')).likeCount).toBe(50);
    expect(await everyItem<Author>(origin, '/posts/post-14/likes')).toHaveLength(50);
  });

  it('50 comments at once: commentCount up by 50, and every one on the pages', async () => {
    const before = (await postOf('post-3')).commentCount;
    const answers = await Promise.all(
      tokens.map((token, i) =>
        send(origin, 'POST', '/v2/posts/post-3/comments', { token, body: { text: `n${i}` } }),
      ),
    );
    expect(countBy(answers)).toEqual({ 201: 50 });
    expect((await postOf('post-3')).commentCount).toBe(before + 50);
    expect(await everyItem(origin, '/posts/post-3/comments')).toHaveLength(before + 50);
  });

  it('50 follows and then 10 unfollows at once: the follower and following counts add up', async () => {
    const follows = await Promise.all(
      tokens.map((token) => send(origin, 'POST', '/v2/users/lena.arcos/follow', { token })),
    );
    expect(countBy(follows)).toEqual({ 200: 50 });
    const unfollows = await Promise.all(
      tokens
        .slice(0, 10)
        .map((token) => send(origin, 'DELETE', '/v2/users/lena.arcos/follow', { token })),
    );
    expect(countBy(unfollows)).toEqual({ 200: 10 });
    const lena = (await send(origin, 'GET', '/v2/users/lena.arcos')).body.user as Profile;
    const followers = await everyItem<Author>(origin, '/users/lena.arcos/followers');
    expect(lena.followerCount).toBe(followers.length);
    expect(followers.filter((user) => user.username.startsWith('counter_'))).toHaveLength(40);
    const [stayed, left] = await Promise.all(
      [tokens[49], tokens[0]].map(
        async (token) => (await send(origin, 'GET', '/v2/me', { token })).body.user as Profile,
      ),
    );
    expect([stayed?.followingCount, left?.followingCount]).toEqual([1, 0]);
  });

  it('votes moved up and down at once keep each comment’s two counts equal to its voters', async () => {
    const token = await guestToken(origin);
    const written = await send(origin, 'POST', '/v2/posts/post-5/comments', {
      token,
      body: { text: 'Vote on me' },
    });
    const commentId = (written.body.comment as { id: string }).id;
    const vote = (voter: string, way: 'upvote' | 'downvote') =>
      send(origin, 'POST', `/v2/posts/post-5/comments/${commentId}/${way}`, { token: voter });
    await Promise.all(tokens.map((voter) => vote(voter, 'upvote')));
    await Promise.all(tokens.slice(0, 12).map((voter) => vote(voter, 'downvote')));
    const answer = await vote(token, 'downvote');
    expect(answer.body.comment).toMatchObject({
      upvoteCount: 38,
      downvoteCount: 13,
      myVote: 'down',
    });
  });
});
