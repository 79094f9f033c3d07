import type { LiveEvent } from '@murmur/contract';
import { request } from '../api/client';
import { onLiveEvent } from '../live/liveHub';
import { inPageApiHooks } from './inPageApiHooks';

describe('inPageApiHooks', () => {
  it("hands the in-page API's live events to the page's hub", () => {
    const heard: LiveEvent[] = [];
    const stop = onLiveEvent((event) => heard.push(event));
    inPageApiHooks.onLiveEvent({ type: 'post.deleted', postId: 'post-1' });
    stop();
    expect(heard).toEqual([{ type: 'post.deleted', postId: 'post-1' }]);
  });

  it('holds API requests until the in-page API has started, so the page need not wait for it', async () => {
    let started!: () => void;
    const answered = { ok: true, status: 200, text: () => Promise.resolve('{"posts":[]}') };
    const fetchMock = jest.fn(() => Promise.resolve(answered));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      inPageApiHooks.holdRequestsUntil(new Promise<void>((done) => (started = done)));
      const answer = request('GET', '/posts');
      await Promise.resolve();
      await Promise.resolve();
      expect(fetchMock).not.toHaveBeenCalled();

      started();
      await expect(answer).resolves.toEqual({ posts: [] });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      global.fetch = realFetch;
    }
  });
});
