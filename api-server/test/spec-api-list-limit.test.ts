/**
 * The spec's API has no pages: bounded (as in production, SPEC_API_LIST_LIMIT), each of its
 * lists answers only the newest items, so no anonymous read costs more than that bound.
 */
import { SEED_COMMENTED_POST } from '@murmur/contract';
import { DEFAULT_SPEC_API_LIST_LIMIT, readConfig } from '../src/config';
import { loginAs, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const NEWEST = 3;
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({ specApiListLimit: NEWEST });
});
afterAll(() => test.close());

const get = async <T>(url: string, token?: string) => {
  const answer = await test.app.inject({
    url,
    headers: token ? { authorization: token } : {},
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as T;
};

interface Item {
  _id: string;
}
type PostItem = Item & { comments: Item[] };
type Page = { items: { id: string }[] };

it('is on by default in production only, and settable', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
    DATABASE_URL: 'postgres://murmur@localhost/murmur',
  };
  expect(readConfig(production).specApiListLimit).toBe(DEFAULT_SPEC_API_LIST_LIMIT);
  expect(readConfig({ ...production, SPEC_API_LIST_LIMIT: '20' }).specApiListLimit).toBe(20);
  expect(readConfig({ NODE_ENV: 'development' }).specApiListLimit).toBe(0);
});

it('every post: the newest only, each with its newest comments only', async () => {
  const token = await loginAs(test.app, 'guest', 'murmur-guest');
  const postId = SEED_COMMENTED_POST.postId;
  for (const text of ['one', 'two', 'three', 'four']) {
    await test.app.inject({
      method: 'POST',
      url: `/api/comments/add/${postId}`,
      headers: { authorization: token },
      payload: { commentData: { text } },
    });
  }
  const explore = await get<Page>(`/api/v2/timelines/explore?limit=${NEWEST}`);
  const { posts } = await get<{ posts: PostItem[] }>('/api/posts');
  expect(posts.map((post) => post._id)).toEqual(explore.items.map((post) => post.id));

  // Comments listed oldest first, as always: the newest three of them.
  const newestFirst = await get<Page>(`/api/v2/posts/${postId}/comments?limit=${NEWEST}`);
  const newest = newestFirst.items.map((comment) => comment.id).reverse();
  const { comments } = await get<{ comments: Item[] }>(`/api/comments/${postId}`);
  expect(comments.map((comment) => comment._id)).toEqual(newest);
  const { post } = await get<{ post: PostItem }>(`/api/posts/${postId}`);
  expect(post.comments.map((comment) => comment._id)).toEqual(newest);
});

it("a user's posts and every user: the newest only", async () => {
  const { posts } = await get<{ posts: Item[] }>('/api/posts/user/guest');
  const mine = await get<Page>(`/api/v2/users/guest/posts?limit=${NEWEST}`);
  expect(posts.map((post) => post._id)).toEqual(mine.items.map((post) => post.id));

  const { users } = await get<{ users: Item[] }>('/api/users');
  expect(users).toHaveLength(NEWEST);
});
