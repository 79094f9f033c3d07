/**
 * The mock's live events as a page receives them: Mirage started with `onLiveEvent`, fresh seed
 * per test, and what a few calls announced. The events arrive before the call's answer does, so
 * they are all there once it is awaited.
 */
import type { LiveEvent } from '@murmur/contract';
import { startMockApi, type MockApi, type MockApiOptions } from '../../src';

export interface LiveEventRecorder {
  /** The events announced while `calls` ran, in the order they came. */
  during(calls: () => Promise<unknown>): Promise<LiveEvent[]>;
}

/** The event of a post's new counts, as a write that changes them announces it. */
export const counted = (postId: string, likeCount: number, commentCount: number) => ({
  type: 'post.counted',
  postId,
  likeCount,
  commentCount,
});

export function withLiveEvents(options: MockApiOptions = {}): LiveEventRecorder {
  const received: LiveEvent[] = [];
  let api: MockApi | undefined;
  beforeAll(async () => {
    api = await startMockApi({
      timing: 0,
      environment: 'test',
      persist: false,
      ...options,
      onLiveEvent: (event) => received.push(event),
    });
  });
  beforeEach(async () => {
    await api?.reset();
    received.length = 0;
  });
  afterAll(() => api?.shutdown());

  return {
    async during(calls) {
      const before = received.length;
      await calls();
      return received.slice(before);
    },
  };
}
