import { request } from '../api/client';
import { onLiveEvent } from '../live/liveHub';
import type { LiveEvent } from '@murmur/contract';
import { announceDataChanged } from '../store/dataChanged';
import { readMockApiSettings, startMockApiWith } from './mockApi';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('readMockApiSettings', () => {
  it('answers after 400 ms with the mock seed when nothing is set', () => {
    expect(readMockApiSettings(storageWith({}))).toEqual({ timing: 400, seedPosts: undefined });
  });

  it('takes the delay and seed size that tests and benchmarks store', () => {
    const settings = readMockApiSettings(
      storageWith({ 'murmur.mockDelay': '0', 'murmur.mockSeedPosts': '500' }),
    );
    expect(settings).toEqual({ timing: 0, seedPosts: 500 });
  });

  it('ignores values that are not whole non-negative numbers', () => {
    const settings = readMockApiSettings(
      storageWith({ 'murmur.mockDelay': 'fast', 'murmur.mockSeedPosts': '-3' }),
    );
    expect(settings).toEqual({ timing: 400, seedPosts: undefined });
  });

  it('runs with the defaults when storage cannot be read', () => {
    expect(readMockApiSettings(null)).toEqual({ timing: 400, seedPosts: undefined });
  });
});

describe('startMockApiWith', () => {
  afterEach(() => localStorage.clear());

  it('starts the mock with the stored settings', async () => {
    localStorage.setItem('murmur.mockDelay', '0');
    const startMockApi = jest.fn(() => Promise.resolve());

    await startMockApiWith(() => Promise.resolve({ startMockApi }));

    expect(startMockApi).toHaveBeenCalledWith({
      timing: 0,
      seedPosts: undefined,
      onDataChanged: announceDataChanged,
      onLiveEvent: expect.any(Function),
    });
  });

  it("hands the mock's live events to the page's hub", async () => {
    const heard: LiveEvent[] = [];
    const stop = onLiveEvent((event) => heard.push(event));
    const startMockApi = jest.fn((options: { onLiveEvent?: (event: LiveEvent) => void }) => {
      options.onLiveEvent?.({ type: 'post.deleted', postId: 'post-1' });
      return Promise.resolve();
    });

    await startMockApiWith(() => Promise.resolve({ startMockApi }));
    stop();

    expect(heard).toEqual([{ type: 'post.deleted', postId: 'post-1' }]);
  });

  it('holds API requests until the mock has started, so the page need not wait for it', async () => {
    let started!: () => void;
    const startMockApi = jest.fn(() => new Promise<void>((done) => (started = done)));
    const answered = { ok: true, status: 200, text: () => Promise.resolve('{"posts":[]}') };
    const fetchMock = jest.fn(() => Promise.resolve(answered));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const mockStarted = startMockApiWith(() => Promise.resolve({ startMockApi }));
      const answer = request('GET', '/posts');
      await Promise.resolve();
      await Promise.resolve();
      expect(fetchMock).not.toHaveBeenCalled();

      started();
      await mockStarted;
      await expect(answer).resolves.toEqual({ posts: [] });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('does nothing when the build left the mock out', async () => {
    await expect(startMockApiWith(undefined)).resolves.toBeUndefined();
  });
});
