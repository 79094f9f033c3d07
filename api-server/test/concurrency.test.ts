/**
 * The rules hold under concurrency: the counts and lists are written in transactions that lock
 * what they read, so requests at the same moment add up exactly and a duplicate is refused; a
 * post's like count and its likers stay one story when many people like and dislike it at once,
 * through either API (the likers are exactly those whose last answered call was a like).
 */
import { SEED_USERS, type Author, type Page, type PostView } from '@murmur/contract';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { countBy, guestToken, send, signUp, type Answer } from './support/http';
import { TARGETS, databaseUrlFor } from './support/targets';

jest.setTimeout(240_000);

type Api = 'v1' | 'v2';
type Kind = 'like' | 'dislike';

const path = (api: Api, kind: Kind, postId: string) =>
  api === 'v1' ? `/posts/${kind}/${postId}` : `/v2/posts/${postId}/${kind}`;

describe.each(TARGETS)('on the %s database', (target) => {
  let server: ServerProcess;
  let origin: string;

  beforeAll(async () => {
    server = await startServerProcess({
      databaseUrl: await databaseUrlFor(target),
    });
    origin = server.origin;
  });
  afterAll(() => server.stop());

  it('50 users liking one post at the same moment raise its count by exactly 50', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(origin, `liker_${target}_${i}`)),
    );
    const before = await send(origin, 'GET', '/posts/post-14');
    expect((before.body.post as { likes: { likeCount: number } }).likes.likeCount).toBe(0);

    const answers = await Promise.all(
      tokens.map((token) => send(origin, 'POST', '/posts/like/post-14', { token })),
    );
    expect(countBy(answers)).toEqual({ 201: 50 });
    const after = await send(origin, 'GET', '/posts/post-14');
    const { likes } = after.body.post as { likes: { likeCount: number; likedBy: unknown[] } };
    expect(likes.likeCount).toBe(50);
    expect(likes.likedBy).toHaveLength(50);
  });

  it('one user sending 10 likes at once: one succeeds, nine are refused with the §8 message', async () => {
    const token = await guestToken(origin);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(origin, 'POST', '/posts/like/post-1', { token })),
    );
    expect(countBy(answers)).toEqual({
      201: 1,
      '400 Cannot like a post that is already liked. ': 9,
    });
    const { body } = await send(origin, 'GET', '/posts/post-1');
    expect((body.post as { likes: { likeCount: number } }).likes.likeCount).toBe(2);
  });

  it('10 follows of one person at once: one succeeds, nine are "User Already following"', async () => {
    const token = await guestToken(origin);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(origin, 'POST', '/users/follow/user-priya', { token })),
    );
    expect(countBy(answers)).toEqual({ 200: 1, '400 User Already following': 9 });
    const { body } = await send(origin, 'GET', '/users/priya.bakes');
    const followers = (body.user as { followers: { username: string }[] }).followers;
    expect(followers.filter((user) => user.username === 'guest')).toHaveLength(1);
  });

  it('10 bookmarks of one post at once: one succeeds, nine are "already bookmarked"', async () => {
    const token = await guestToken(origin);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(origin, 'POST', '/users/bookmark/post-1', { token })),
    );
    expect(countBy(answers)).toEqual({ 200: 1, '400 This Post is already bookmarked': 9 });
    const { body } = await send(origin, 'GET', '/users/bookmark', { token });
    const ids = (body.bookmarks as { _id: string }[]).map((post) => post._id);
    expect(ids.filter((id) => id === 'post-1')).toHaveLength(1);
  });

  it('two people following each other at the same moment both succeed (no deadlock)', async () => {
    // Two seed users who follow neither way yet (not the guest: the tests above changed its lists).
    const people = SEED_USERS.filter((user) => user.username !== 'guest');
    const [a, b] =
      people.flatMap((one) =>
        people
          .filter(
            (other) =>
              other !== one &&
              !one.follows.includes(other.username) &&
              !other.follows.includes(one.username),
          )
          .map((other) => [one, other] as const),
      )[0] ?? [];
    if (!a || !b) throw new Error('every seed user follows every other: pick another pair');
    const tokenOf = async (user: typeof a) =>
      (await send(origin, 'POST', '/auth/login', { body: user })).body.encodedToken as string;
    const [tokenA, tokenB] = await Promise.all([tokenOf(a), tokenOf(b)]);
    const answers = await Promise.all([
      send(origin, 'POST', `/users/follow/${b._id}`, { token: tokenA }),
      send(origin, 'POST', `/users/follow/${a._id}`, { token: tokenB }),
    ]);
    expect(answers.map((answer) => answer.body.errors ?? answer.status)).toEqual([200, 200]);
  });

  /** A post of its own, so that its count starts at 0 and its likers empty. */
  async function freshPost(token: string): Promise<string> {
    const { status, body } = await send(origin, 'POST', '/v2/posts', {
      token,
      body: { content: 'Like me, then do not' },
    });
    if (status !== 201) throw new Error(`post: ${status} ${JSON.stringify(body)}`);
    return (body.post as PostView).id;
  }

  /** The count and the likers as the spec's API shows them, and as v2's pages do. */
  async function booksOf(postId: string) {
    const v1 = (await send(origin, 'GET', `/posts/${postId}`)).body.post as {
      likes: { likeCount: number; likedBy: { username: string }[] };
    };
    const v2 = (await send(origin, 'GET', `/v2/posts/${postId}`)).body.post as PostView;
    const pages: Author[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=25${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await send(origin, 'GET', `/v2/posts/${postId}/likes${query}`))
        .body as unknown as Page<Author>;
      pages.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return {
      v1Count: v1.likes.likeCount,
      v1Likers: v1.likes.likedBy.map((user) => user.username).sort(),
      v2Count: v2.likeCount,
      v2Likers: pages.map((user) => user.username).sort(),
    };
  }

  it.each<Api>(['v1', 'v2'])(
    '40 people each liking, disliking and liking again at once (%s): count = likers = 40',
    async (api) => {
      const names = Array.from({ length: 40 }, (_, i) => `racer_${target}_${api}_${i}`);
      const tokens = await Promise.all(names.map((name) => signUp(origin, name)));
      const postId = await freshPost(tokens[0] as string);

      const answers = await Promise.all(
        tokens.map(async (token) => {
          const own: Answer[] = [];
          for (const kind of ['like', 'dislike', 'like'] as const) {
            own.push(await send(origin, 'POST', path(api, kind, postId), { token }));
          }
          return own.map((answer) => answer.status);
        }),
      );
      const expected = api === 'v1' ? [201, 201, 201] : [200, 200, 200];
      expect(answers.filter((statuses) => statuses.join() !== expected.join())).toEqual([]);

      expect(await booksOf(postId)).toEqual({
        v1Count: 40,
        v1Likers: [...names].sort(),
        v2Count: 40,
        v2Likers: [...names].sort(),
      });
    },
  );
});
