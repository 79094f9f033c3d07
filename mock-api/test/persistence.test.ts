/**
 * Persistence with the real wiring (Mirage, the API client) over an in-memory IndexedDB
 * (fake-indexeddb): what a page keeps across a reload, and what a write stores.
 */
import { v1Posts } from '@murmur/testing';
import { DATABASE_NAME, resetDemoData, startMockApi } from '../src';
import { tokenOf } from './support/mock-api';
import { withFreshIndexedDb } from './support/tabs';

withFreshIndexedDb();
afterEach(() => jest.restoreAllMocks());

const start = (seedPosts?: number) =>
  startMockApi({ timing: 0, environment: 'test', persist: true, seedPosts });

/** How many records of a store the shared copy holds (the base holds the seed as one value). */
function storedRecords(store: 'posts' | 'users'): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction(store).objectStore(store).count();
      count.onsuccess = () => {
        open.result.close();
        resolve(count.result);
      };
    };
  });
}

describe('across a reload', () => {
  it('keeps a new post', async () => {
    const first = await start();
    await v1Posts.create(await tokenOf('guest'), 'Still here after a reload');
    first.shutdown();

    const second = await start();
    expect((await v1Posts.getAll()).posts[0]?.content).toBe('Still here after a reload');
    second.shutdown();
  });

  it('resetDemoData() clears the saved copy, so the next start is the seed', async () => {
    const first = await start();
    await v1Posts.create(await tokenOf('guest'), 'Soon gone');
    first.shutdown();

    await resetDemoData();
    const second = await start();
    expect((await v1Posts.getAll()).posts).toHaveLength(22);
    second.shutdown();
  });

  it('reset() brings back the seed, for the next start too', async () => {
    const api = await start();
    await v1Posts.create(await tokenOf('guest'), 'Soon gone');
    await api.reset();
    expect((await v1Posts.getAll()).posts).toHaveLength(22);
    api.shutdown();

    const again = await start();
    expect((await v1Posts.getAll()).posts).toHaveLength(22);
    again.shutdown();
  });

  it('starts from a fresh seed when the saved copy grew from another seed size', async () => {
    const big = await start(40);
    await v1Posts.create(await tokenOf('guest'), 'Benchmark leftovers');
    big.shutdown();

    const normal = await start();
    const { posts } = await v1Posts.getAll();
    expect(posts).toHaveLength(22);
    expect(posts[0]?.content).not.toBe('Benchmark leftovers');
    normal.shutdown();
  });

  it('does not persist when asked not to', async () => {
    const api = await startMockApi({ timing: 0, environment: 'test', persist: false });
    await v1Posts.create(await tokenOf('guest'), 'Only in memory');
    api.shutdown();

    const next = await start();
    expect((await v1Posts.getAll()).posts.map((post) => post.content)).not.toContain(
      'Only in memory',
    );
    next.shutdown();
  });
});

describe('what a write stores', () => {
  it('saves only the records a call changed: a like is one post, not 500', async () => {
    const api = await start(500);
    const { posts } = await v1Posts.getAll();
    const target = posts.find((post) => post.likes.likedBy.every((u) => u.username !== 'guest'));
    await v1Posts.like(await tokenOf('guest'), target?._id ?? '');

    expect(await storedRecords('posts')).toBe(1);
    expect(await storedRecords('users')).toBe(0);
    api.shutdown();
  });
});

describe('without a working IndexedDB', () => {
  it('answers from the seed in memory, as a page alone', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });

    const api = await start();
    await v1Posts.create(await tokenOf('guest'), 'Kept in memory');

    expect((await v1Posts.getAll()).posts[0]?.content).toBe('Kept in memory');
    expect(console.warn).toHaveBeenCalledTimes(1);
    api.shutdown();
  });
});
