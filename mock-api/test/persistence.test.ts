/**
 * Persistence with the real wiring; only IndexedDB itself (absent in jsdom) is replaced by an
 * in-memory idb-keyval.
 */
import { postsApi } from '@murmur/core/src/api/endpoints';
import { PERSISTED_DB_KEY, resetDemoData, startMockApi } from '../src';
import { buildSeedDb, type Db } from '@murmur/contract';
import { looksLikeDb, type DbStore } from '../src/persistence/db-store';
import { loadOrSeed } from '../src/persistence/load';
import { createSaver } from '../src/persistence/saver';
import { tokenOf } from './support/mock-api';

const mockIdb = new Map<string, unknown>();
jest.mock('idb-keyval', () => ({
  get: async (key: string) => mockIdb.get(key),
  set: async (key: string, value: unknown) =>
    void mockIdb.set(key, JSON.parse(JSON.stringify(value))),
  del: async (key: string) => void mockIdb.delete(key),
}));

const start = () => startMockApi({ timing: 0, environment: 'test', persist: true });

beforeEach(() => mockIdb.clear());
afterEach(() => jest.restoreAllMocks());

describe('across a reload', () => {
  it('keeps a new post, under the documented key', async () => {
    const first = await start();
    await postsApi.create(await tokenOf('guest'), 'Still here after a reload');
    first.shutdown();

    expect(mockIdb.has(PERSISTED_DB_KEY)).toBe(true);
    const second = await start();
    expect((await postsApi.getAll()).posts[0]?.content).toBe('Still here after a reload');
    second.shutdown();
  });

  it('resetDemoData() clears the saved copy, so the next start is the seed', async () => {
    const first = await start();
    await postsApi.create(await tokenOf('guest'), 'Soon gone');
    first.shutdown();

    await resetDemoData();
    expect(mockIdb.has(PERSISTED_DB_KEY)).toBe(false);
    const second = await start();
    expect((await postsApi.getAll()).posts).toHaveLength(22);
    second.shutdown();
  });

  it('reset() brings back the seed and clears the saved copy', async () => {
    const api = await start();
    await postsApi.create(await tokenOf('guest'), 'Soon gone');
    await api.reset();
    expect((await postsApi.getAll()).posts).toHaveLength(22);
    api.shutdown();
    expect(mockIdb.has(PERSISTED_DB_KEY)).toBe(false);
  });

  it('starts from a fresh seed when the saved copy grew from another seed size', async () => {
    const big = await startMockApi({
      timing: 0,
      environment: 'test',
      persist: true,
      seedPosts: 40,
    });
    await postsApi.create(await tokenOf('guest'), 'Benchmark leftovers');
    big.shutdown();

    const normal = await start();
    const { posts } = await postsApi.getAll();
    expect(posts).toHaveLength(22);
    expect(posts[0]?.content).not.toBe('Benchmark leftovers');
    normal.shutdown();
  });

  it('does not persist when asked not to', async () => {
    const api = await startMockApi({ timing: 0, environment: 'test', persist: false });
    await postsApi.create(await tokenOf('guest'), 'Only in memory');
    api.shutdown();
    expect(mockIdb.size).toBe(0);
  });
});

describe('loading', () => {
  const seed = () => buildSeedDb({ postCount: 1 });
  const storeWith = (load: DbStore['load']): DbStore => ({
    load,
    save: jest.fn(),
    clear: jest.fn(),
  });

  const saved = { seedPosts: 3, db: buildSeedDb({ postCount: 3 }) };
  const startingDb = (store: DbStore, seedPosts: number) => loadOrSeed(store, seedPosts, seed);

  it('uses a saved copy grown from the same seed size', async () => {
    const db = await startingDb(
      storeWith(async () => saved),
      3,
    );
    expect(db.posts).toHaveLength(3);
  });

  it('seeds afresh when the saved copy grew from another seed size', async () => {
    const db = await startingDb(
      storeWith(async () => saved),
      22,
    );
    expect(db.posts).toHaveLength(1);
  });

  it('falls back to the seed when nothing is saved or reading fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      (
        await startingDb(
          storeWith(async () => undefined),
          3,
        )
      ).posts,
    ).toHaveLength(1);
    const broken = storeWith(async () => Promise.reject(new Error('no IndexedDB')));
    expect((await startingDb(broken, 3)).posts).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('does not trust a saved copy of another shape', () => {
    expect(looksLikeDb({ users: [{ username: 'x' }], posts: [] })).toBe(false);
    expect(looksLikeDb('garbage')).toBe(false);
    expect(looksLikeDb(buildSeedDb())).toBe(true);
  });
});

describe('saving', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const db: Db = { users: [], posts: [] };

  it('saves a burst of writes once, shortly after the last, with the latest value', async () => {
    const save = jest.fn(async (_value: string) => {});
    const saver = createSaver(save, 100);
    saver.schedule('first');
    saver.schedule('second');
    jest.advanceTimersByTime(99);
    expect(save).not.toHaveBeenCalled();
    saver.schedule('third');
    jest.advanceTimersByTime(100);
    expect(save.mock.calls).toEqual([['third']]);
  });

  it('drops a pending save on cancel', () => {
    const save = jest.fn(async (_value: Db) => {});
    const saver = createSaver(save, 100);
    saver.schedule(db);
    saver.cancel();
    jest.advanceTimersByTime(1_000);
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a failing store once and keeps going', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const save = jest.fn(async (_value: Db) => Promise.reject(new Error('quota')));
    const saver = createSaver(save, 10);
    saver.schedule(db);
    await saver.flush();
    saver.schedule(db);
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
