/**
 * Live events over the shared copy (IndexedDB, fake-indexeddb; Web Locks, the polyfill): a write
 * is announced in the page that made it once it is saved, so another tab already finds what the
 * event names; a write of another tab is not announced here (@murmur/core carries events across
 * tabs over its own channel); a page's listener that throws fails neither the write nor its answer.
 */
import type { LiveEvent } from '@murmur/contract';
import type { PostAnswer } from '@murmur/contract';
import { SEED_USER_IDS, startMockApi, type MockApi } from '../src';
import { tokenOf } from './support/mock-api';
import { openTab, tokenIn, withFreshIndexedDb } from './support/tabs';
import { publish, v2Ok } from './support/v2';

withFreshIndexedDb();

let log: (LiveEvent | 'saved')[] = [];
let page: MockApi | undefined;

beforeEach(async () => {
  page = await startMockApi({
    timing: 0,
    environment: 'test',
    persist: true,
    onDataChanged: () => log.push('saved'),
    onLiveEvent: (event) => log.push(event),
  });
  log = []; // the seed it saved at start
});
afterEach(() => page?.shutdown());

it('announces a write after it is saved, and another tab then finds the new post', async () => {
  const theo = await tokenOf('theo');
  const { id } = await publish(theo, 'Kept for every tab');

  expect(log).toEqual([
    'saved',
    { type: 'post.created', postId: id, authorId: SEED_USER_IDS.theo },
  ]);
  const other = await openTab();
  const found = await other.call<PostAnswer>('get', '/v2/posts/:postId', {
    params: { postId: id },
  });
  expect(found.body.post).toMatchObject({ id, content: 'Kept for every tab' });
});

it("announces the counts a write left, after another tab's write", async () => {
  const other = await openTab();
  await other.call('post', '/v2/posts/:postId/like', {
    token: await tokenIn(other, 'lena'),
    params: { postId: 'post-2' },
  });
  expect(log).toEqual([]);

  await v2Ok('POST', '/posts/post-2/like', 200, { token: await tokenOf('jonas') });
  expect(log).toEqual([
    'saved',
    { type: 'post.counted', postId: 'post-2', likeCount: 5, commentCount: 2 },
  ]);
});

it("keeps the write and its answer when the page's listener throws, and announces the rest", async () => {
  page?.shutdown();
  const received: string[] = [];
  page = await startMockApi({
    timing: 0,
    environment: 'test',
    persist: true,
    onLiveEvent: (event) => {
      received.push(event.type);
      if (event.type === 'comment.created') throw new Error('A listener failed');
    },
  });
  const lena = await tokenOf('lena');
  await v2Ok('POST', '/posts/post-2/comments', 201, { token: lena, body: { text: 'Still here' } });

  expect(received).toEqual(['comment.created', 'post.counted']);
  const other = await openTab();
  const post = await other.call<PostAnswer>('get', '/v2/posts/:postId', {
    params: { postId: 'post-2' },
  });
  expect(post.body.post.commentCount).toBe(3);
});
