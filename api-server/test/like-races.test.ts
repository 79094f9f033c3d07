/**
 * A post's like count and its likers stay one story when many people like and dislike it at the
 * same moment, through either API: the count equals the likers, and the likers are exactly the
 * people whose last answered call was a like.
 */
import type { Page, Author, PostView } from '@murmur/contract';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { send, signUp, type Answer } from './support/http';
import { TARGETS, freshPostgres } from './support/targets';

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
      databaseUrl: target === 'postgres' ? await freshPostgres() : undefined,
    });
    origin = server.origin;
  });
  afterAll(() => server.stop());

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
