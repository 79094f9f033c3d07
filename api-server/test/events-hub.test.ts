/** The fan-out of one instance, without sockets: what each stream is written, and closing. */
import { createEventHub, type LiveStream } from '../src/events/hub';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FakeStream extends LiveStream {
  written: string[];
  ended: boolean;
  destroyed: boolean;
  /** Set when it joins a hub: what its connection's close calls. */
  onClose?: () => void;
}

/** A stream whose connection closes `closesAfterMs` after it is ended (never, if undefined). */
function fakeStream(viewerId: string, closesAfterMs?: number): FakeStream {
  return {
    viewerId,
    expiresAt: Number.POSITIVE_INFINITY,
    sessionId: 's',
    client: '198.51.100.7',
    written: [],
    ended: false,
    destroyed: false,
    write(chunk) {
      this.written.push(chunk.toString());
    },
    end() {
      this.ended = true;
      if (closesAfterMs !== undefined) setTimeout(() => this.onClose?.(), closesAfterMs);
    },
    destroy() {
      this.destroyed = true;
    },
  };
}

function join(hub: ReturnType<typeof createEventHub>, stream: FakeStream) {
  stream.onClose = hub.add(stream);
}

it('writes notifications that arrive together as one write per stream, a follow to its followee only', async () => {
  const hub = createEventHub({ heartbeatMs: 60_000 });
  const followee = fakeStream('user-b');
  const other = fakeStream('user-c');
  join(hub, followee);
  join(hub, other);

  hub.deliver([{ type: 'post.created', postId: 'p1', authorId: 'user-a' }]);
  hub.deliver([
    {
      type: 'user.followed',
      followerId: 'user-a',
      followeeId: 'user-b',
      following: true,
      followerCount: 1,
    },
  ]);
  await sleep(10);

  expect(followee.written).toEqual([
    'event: post.created\nid: 1\ndata: {"type":"post.created","postId":"p1","authorId":"user-a"}\n\n' +
      'event: user.followed\nid: 2\ndata: {"type":"user.followed","followerId":"user-a","followeeId":"user-b","following":true,"followerCount":1}\n\n',
  ]);
  expect(other.written).toEqual([
    'event: post.created\nid: 1\ndata: {"type":"post.created","postId":"p1","authorId":"user-a"}\n\n',
  ]);
});

it('closeAll ends the streams open when called, cuts the late ones, and spares those added since', async () => {
  const hub = createEventHub({ heartbeatMs: 60_000 });
  const prompt = fakeStream('user-a', 5);
  const stuck = fakeStream('user-b');
  join(hub, prompt);
  join(hub, stuck);

  const closed = hub.closeAll(200);
  const newcomer = fakeStream('user-c', 5);
  join(hub, newcomer); // e.g. once the instance listens again
  await closed;

  expect([prompt.ended, prompt.destroyed]).toEqual([true, false]);
  expect([stuck.ended, stuck.destroyed]).toEqual([true, true]);
  expect([newcomer.ended, newcomer.destroyed]).toEqual([false, false]);
  expect(hub.size).toBe(1);
});

it('counts the open streams of each viewer, as they join and leave (the per-user cap reads it)', () => {
  const hub = createEventHub({ heartbeatMs: 60_000 });
  const [first, second, theirs] = [
    fakeStream('user-a'),
    fakeStream('user-a'),
    fakeStream('user-b'),
  ];
  for (const stream of [first, second, theirs]) join(hub, stream);
  expect([hub.countOf('user-a'), hub.countOf('user-b'), hub.size]).toEqual([2, 1, 3]);
  first.onClose?.();
  first.onClose?.(); // a second close of the same stream counts once
  expect([hub.countOf('user-a'), hub.size]).toEqual([1, 2]);
  second.onClose?.();
  theirs.onClose?.();
  expect([hub.countOf('user-a'), hub.countOf('user-b'), hub.size]).toEqual([0, 0, 0]);
});
