import type { LiveEvent } from '@murmur/contract';
import type { InPageApiHooks } from './coreHooks';
import { startMockApiWith } from './startMockApiWith';

const hooks = (): InPageApiHooks => ({
  holdRequestsUntil: jest.fn(),
  onDataChanged: jest.fn(),
  onLiveEvent: jest.fn(),
  onDataReset: jest.fn(),
});

describe('startMockApiWith', () => {
  afterEach(() => localStorage.clear());

  it("starts the mock with the stored settings, wired to the page's core", async () => {
    localStorage.setItem('murmur.mockDelay', '0');
    const startMockApi = jest.fn(() => Promise.resolve());
    const core = hooks();

    await startMockApiWith(() => Promise.resolve({ startMockApi }), core);

    expect(startMockApi).toHaveBeenCalledWith({
      timing: 0,
      seedPosts: undefined,
      onDataChanged: core.onDataChanged,
      onLiveEvent: core.onLiveEvent,
    });
  });

  it("hands the mock's live events to core", async () => {
    const core = hooks();
    const event: LiveEvent = { type: 'post.deleted', postId: 'post-1' };
    const startMockApi = jest.fn((options: { onLiveEvent?: (event: LiveEvent) => void }) => {
      options.onLiveEvent?.(event);
      return Promise.resolve();
    });

    await startMockApiWith(() => Promise.resolve({ startMockApi }), core);

    expect(core.onLiveEvent).toHaveBeenCalledWith(event);
  });

  it("holds the page's requests until the mock has started", async () => {
    const core = hooks();
    let started!: () => void;
    const startMockApi = jest.fn(() => new Promise<void>((done) => (started = done)));

    const mockStarted = startMockApiWith(() => Promise.resolve({ startMockApi }), core);
    expect(core.holdRequestsUntil).toHaveBeenCalledTimes(1);
    const held = (core.holdRequestsUntil as jest.Mock).mock.calls[0][0] as Promise<unknown>;
    let released = false;
    void held.then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);

    started();
    await mockStarted;
    expect(released).toBe(true);
  });

  it('does nothing when the build left the mock out', async () => {
    const core = hooks();
    await expect(startMockApiWith(undefined, core)).resolves.toBeUndefined();
    expect(core.holdRequestsUntil).not.toHaveBeenCalled();
  });
});
