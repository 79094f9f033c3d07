/**
 * The mock's `/api/v2` at 5,000 posts (the benchmark's `seedPosts`): a page and a write answer the
 * same bytes as with the 22 seed posts, since neither carries more than it shows (only a cursor
 * grows, by the digits of a count).
 */
import { startMockApi, type MockApi } from '../src';
import { tokenOf } from './support/mock-api';

/** The answer's bytes, a page's cursor left out (it is checked to stay small). */
const bytesOf = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`/api/v2${path}`, init);
  expect(response.status).toBeLessThan(300);
  const { nextCursor, ...rest } = (await response.json()) as { nextCursor?: string | null };
  expect(nextCursor?.length ?? 0).toBeLessThan(60);
  return JSON.stringify(rest).length;
};

/** What the calls of a reader answer, in bytes, with `seedPosts` posts. */
async function answerSizes(seedPosts: number) {
  const api: MockApi = await startMockApi({
    timing: 0,
    environment: 'test',
    persist: false,
    seedPosts,
  });
  try {
    const authorization = await tokenOf('guest');
    return {
      explore: await bytesOf('/timelines/explore'),
      home: await bytesOf('/timelines/home?limit=5', { headers: { authorization } }),
      like: await bytesOf('/posts/post-1/like', { method: 'POST', headers: { authorization } }),
      comments: await bytesOf('/posts/post-2/comments'),
    };
  } finally {
    api.shutdown();
  }
}

it('answers a page and a like in the same bytes at 5,000 posts as at 22', async () => {
  const small = await answerSizes(22);
  const large = await answerSizes(5_000);
  expect(large).toEqual(small);
  expect(large.like).toBeLessThan(2_000);
});

it('pages through all 5,000 posts without a repeat', async () => {
  const api = await startMockApi({
    timing: 0,
    environment: 'test',
    persist: false,
    seedPosts: 5_000,
  });
  try {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=100&cursor=${cursor}` : '?limit=100';
      const response = await fetch(`/api/v2/timelines/explore${query}`);
      const page = (await response.json()) as {
        items: { id: string }[];
        nextCursor: string | null;
      };
      for (const post of page.items) seen.add(post.id);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(50);
    expect(seen.size).toBe(5_000);
  } finally {
    api.shutdown();
  }
});
