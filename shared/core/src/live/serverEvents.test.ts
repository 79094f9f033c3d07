/**
 * Reconnecting to the server's event stream: after a drop, a random pause that grows with each
 * failure in a row (so a restarted server's clients come back spread out), a longer one after a
 * refusal, and a catch-up once the stream is open again.
 */
import { connectServerEvents, reconnectDelay } from './serverEvents';

class FakeEventSource {
  static made: FakeEventSource[] = [];
  readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | undefined;
  onerror: (() => void) | undefined;
  constructor() {
    FakeEventSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = this.CLOSED;
  }
}

jest.mock('eventsource', () => ({ EventSource: FakeEventSource }));

const latest = () => FakeEventSource.made.at(-1)!;
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

it('waits between half and all of 1, 2, 4… seconds, up to a minute', () => {
  expect([0, 1, 2, 3].map((failures) => reconnectDelay(failures, () => 0))).toEqual([
    500, 1_000, 2_000, 4_000,
  ]);
  expect([0, 1, 2, 3].map((failures) => reconnectDelay(failures, () => 1))).toEqual([
    1_000, 2_000, 4_000, 8_000,
  ]);
  expect(reconnectDelay(20, () => 1)).toBe(60_000);
});

it('spreads clients out: a thousand first retries are not all at one moment', () => {
  const delays = new Set(Array.from({ length: 1_000 }, () => reconnectDelay(3)));
  expect(delays.size).toBeGreaterThan(500);
});

describe('the stream', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.made = [];
  });
  afterEach(() => jest.useRealTimers());

  it('reopens after a drop with a growing pause, and catches up once open', async () => {
    const onReopen = jest.fn();
    const close = connectServerEvents({ token: () => 'token', onEvent: jest.fn(), onReopen });
    await settle();
    latest().onopen?.();
    expect(onReopen).not.toHaveBeenCalled();

    latest().onerror?.(); // dropped: first failure, at most a second
    expect(latest().readyState).toBe(2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.made).toHaveLength(2);
    latest().onerror?.(); // failed again: at most two seconds
    await jest.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.made).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1_001);
    expect(FakeEventSource.made).toHaveLength(3);
    latest().onopen?.();
    expect(onReopen).toHaveBeenCalledTimes(1);
    close();
  });

  it('waits at least 15 seconds after a refusal', async () => {
    const close = connectServerEvents({
      token: () => 'token',
      onEvent: jest.fn(),
      onReopen: jest.fn(),
    });
    await settle();
    latest().readyState = latest().CLOSED;
    latest().onerror?.();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(FakeEventSource.made).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.made).toHaveLength(2);
    close();
  });
});
