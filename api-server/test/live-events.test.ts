/**
 * `GET /api/v2/events` on one instance, on both databases: the stream's form, who may open one,
 * which writes announce what (through /api and /api/v2 alike), who sees a follow, heartbeats, the
 * end of a token, and a stream left behind by its client.
 */
import net from 'node:net';
import { SignJWT, decodeJwt } from 'jose';
import { SPEC_MESSAGES } from '@murmur/contract';
import type { FastifyInstance } from 'fastify';
import { MAX_BACKLOG_BYTES } from '../src/events/stream';
import { isStream, openEvents, type EventStreamClient, type Refusal } from './support/event-stream';
import { send } from './support/http';
import { as, idOf, newPerson, type Person } from './support/people';
import { startServerProcess } from './support/server-process';
import { TARGETS, startTestAppOn } from './support/targets';
import { TEST_SECRET, listenOnFreePort, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const HEARTBEAT_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}.`);
    await sleep(20);
  }
}

function stream(opened: EventStreamClient | Refusal): EventStreamClient {
  if (!isStream(opened)) throw new Error(`Refused: ${JSON.stringify(opened)}`);
  return opened;
}

describe.each(TARGETS)('live events on the %s database', (target) => {
  let test: TestApp;
  let app: FastifyInstance;
  let origin: string;
  const open: EventStreamClient[] = [];
  const events = async (person: Person) => {
    const opened = stream(await openEvents(origin, person.token));
    open.push(opened);
    return opened;
  };

  beforeAll(async () => {
    test = await startTestAppOn(target, {
      heartbeatMs: HEARTBEAT_MS,
      // One viewer opens many streams here; the cap has its own test.
      streamsPerUser: 100,
    });
    app = test.app;
    origin = await listenOnFreePort(app);
  });
  afterEach(() => {
    for (const opened of open.splice(0)) opened.close();
  });
  afterAll(() => test.close());

  it('answers an event stream that proxies pass through unbuffered, opened by a ping', async () => {
    const viewer = await newPerson(origin, 'form');
    const opened = await events(viewer);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(opened.headers.get('x-accel-buffering')).toBe('no');
    await until(() => opened.comments.length > 0, 'the opening ping');
    expect(opened.comments[0]).toBe('ping');
    expect(opened.events).toEqual([]);
  });

  it('refuses a missing or bad token with the §8 messages, as every v2 call', async () => {
    const viewer = await newPerson(origin, 'refused');
    const [header, , signature] = viewer.token.split('.');
    const forged = `${header}.${Buffer.from('{"_id":"user-guest","username":"guest"}').toString('base64url')}.${signature}`;
    for (const [token, status, message] of [
      [undefined, 404, SPEC_MESSAGES.unknownUser],
      [forged, 401, SPEC_MESSAGES.invalidToken],
    ] as const) {
      expect(await openEvents(origin, token)).toEqual({ status, body: { errors: [message] } });
      const me = await send(origin, 'GET', '/v2/me', { token });
      expect([me.status, me.body]).toEqual([status, { errors: [message] }]);
    }
    expect(app.liveEvents.size).toBe(0);
  });

  it('announces the writes of both APIs, in order, with ids that grow', async () => {
    const viewer = await newPerson(origin, 'viewer');
    const author = await newPerson(origin, 'author');
    const reader = await newPerson(origin, 'reader');
    const opened = await events(viewer);

    const postId = idOf(await as(author, origin, 'POST', '/v2/posts', { content: 'live' }), 'post');
    await as(reader, origin, 'POST', `/posts/like/${postId}`); // the contract
    const commentId = idOf(
      await as(reader, origin, 'POST', `/v2/posts/${postId}/comments`, { text: 'hi' }),
      'comment',
    );
    await as(reader, origin, 'POST', `/posts/dislike/${postId}`);
    await as(reader, origin, 'POST', `/comments/delete/${postId}/${commentId}`);
    await as(reader, origin, 'POST', '/comments/add/' + postId, { commentData: { text: 'v1' } });
    await as(author, origin, 'DELETE', `/v2/posts/${postId}`);

    const received = await opened.take(10);
    const count = (likeCount: number, commentCount: number) => ({
      event: 'post.counted',
      data: { type: 'post.counted', postId, likeCount, commentCount },
    });
    const v1CommentId = (received[7]?.data as { commentId?: string }).commentId;
    expect(received.map(({ event, data }) => ({ event, data }))).toEqual([
      { event: 'post.created', data: { type: 'post.created', postId, authorId: author.id } },
      count(1, 0),
      { event: 'comment.created', data: { type: 'comment.created', postId, commentId } },
      count(1, 1),
      count(0, 1),
      { event: 'comment.deleted', data: { type: 'comment.deleted', postId, commentId } },
      count(0, 0),
      {
        event: 'comment.created',
        data: { type: 'comment.created', postId, commentId: v1CommentId },
      },
      count(0, 1),
      { event: 'post.deleted', data: { type: 'post.deleted', postId } },
    ]);
    const ids = received.map((event) => Number(event.id));
    expect(ids.every((id, i) => Number.isInteger(id) && (i === 0 || id > (ids[i - 1] ?? 0)))).toBe(
      true,
    );
  });

  it('announces nothing for a refused write, an edit, a bookmark, a vote or a profile change', async () => {
    const viewer = await newPerson(origin, 'quiet');
    const author = await newPerson(origin, 'quiet_author');
    const postId = idOf(await as(author, origin, 'POST', '/v2/posts', { content: 'a' }), 'post');
    const commentId = idOf(
      await as(author, origin, 'POST', `/v2/posts/${postId}/comments`, { text: 'c' }),
      'comment',
    );
    await as(author, origin, 'POST', `/v2/posts/${postId}/like`);
    const opened = await events(viewer);

    const refusedLike = await send(origin, 'POST', `/v2/posts/${postId}/like`, {
      token: author.token,
    });
    expect(refusedLike.status).toBe(400);
    const othersDelete = await send(origin, 'DELETE', `/v2/posts/${postId}`, {
      token: viewer.token,
    });
    expect(othersDelete.status).toBe(400);
    await as(author, origin, 'PATCH', `/v2/posts/${postId}`, { content: 'edited' });
    await as(author, origin, 'PATCH', `/v2/posts/${postId}/comments/${commentId}`, { text: 'e' });
    await as(viewer, origin, 'POST', `/v2/posts/${postId}/bookmark`);
    await as(viewer, origin, 'POST', `/v2/posts/${postId}/comments/${commentId}/upvote`);
    await as(viewer, origin, 'PATCH', '/v2/me', { bio: 'live' });
    // Then one write that does announce: it must be the first event of the stream.
    await as(author, origin, 'DELETE', `/v2/posts/${postId}`);

    const [first] = await opened.take(1);
    expect(first?.data).toEqual({ type: 'post.deleted', postId });
    await sleep(200);
    expect(opened.events).toHaveLength(1);
  });

  it('sends a follow to the person followed only; posts to every viewer', async () => {
    const follower = await newPerson(origin, 'follower');
    const followed = await newPerson(origin, 'followed');
    const bystander = await newPerson(origin, 'bystander');
    const toFollower = await events(follower);
    const toFollowed = await events(followed);
    const toBystander = await events(bystander);

    await as(follower, origin, 'POST', `/v2/users/${followed.username}/follow`);
    await as(follower, origin, 'POST', `/users/unfollow/${followed.id}`); // the contract
    const postId = idOf(await as(bystander, origin, 'POST', '/v2/posts', { content: 'p' }), 'post');

    const created = { type: 'post.created', postId, authorId: bystander.id };
    const followed1 = { followerId: follower.id, followeeId: followed.id };
    expect((await toFollowed.take(3)).map((event) => event.data)).toEqual([
      { type: 'user.followed', ...followed1, following: true, followerCount: 1 },
      { type: 'user.followed', ...followed1, following: false, followerCount: 0 },
      created,
    ]);
    expect((await toFollower.take(1)).map((event) => event.data)).toEqual([created]);
    expect((await toBystander.take(1)).map((event) => event.data)).toEqual([created]);
    await sleep(200);
    expect([toFollower.events.length, toBystander.events.length]).toEqual([1, 1]);
  });

  it('sends a heartbeat comment on every stream, every interval', async () => {
    const opened = await events(await newPerson(origin, 'beat'));
    await sleep(HEARTBEAT_MS * 3 + 150);
    expect(opened.comments.length).toBeGreaterThanOrEqual(4); // the opening ping and three beats
    expect(new Set(opened.comments)).toEqual(new Set(['ping']));
  });

  it('ends the stream once its token has expired; the token is then refused', async () => {
    const viewer = await newPerson(origin, 'expiring');
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const { sid } = decodeJwt(viewer.token);
    const shortLived = await new SignJWT({ _id: viewer.id, username: viewer.username, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const opened = stream(await openEvents(origin, shortLived));
    open.push(opened);
    expect(await opened.ended).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000);
    expect(Date.now()).toBeLessThan(expiresAt * 1000 + HEARTBEAT_MS + 1_000);
    expect(await openEvents(origin, shortLived)).toEqual({
      status: 401,
      body: { errors: [SPEC_MESSAGES.invalidToken] },
    });
  });

  it('forgets a stream as soon as its client goes away, and keeps serving the others', async () => {
    const viewer = await newPerson(origin, 'leaving');
    const before = app.liveEvents.size;
    const streams = await Promise.all(Array.from({ length: 20 }, () => events(viewer)));
    expect(app.liveEvents.size).toBe(before + 20);
    for (const opened of streams.slice(1)) opened.close();
    await until(() => app.liveEvents.size === before + 1, 'the closed streams to leave');

    const postId = idOf(await as(viewer, origin, 'POST', '/v2/posts', { content: 'x' }), 'post');
    expect((await streams[0]!.take(1))[0]?.data).toMatchObject({ postId });
  });

  it('cuts a client that does not read once its backlog passes the bound', async () => {
    const viewer = await newPerson(origin, 'stalled');
    const before = app.liveEvents.size;
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
    socket.write(
      `GET /api/v2/events HTTP/1.1\r\nhost: x\r\nauthorization: ${viewer.token}\r\n\r\n`,
    );
    socket.pause(); // never reads
    await until(() => app.liveEvents.size === before + 1, 'the stream to open');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    const event = { type: 'post.deleted', postId: 'x'.repeat(1_000) } as const;
    // 100 kB at a time, until the socket's buffers and the backlog are full (at most 40 MB).
    let sent = 0;
    while (app.liveEvents.size > before && sent < 40_000_000) {
      for (let i = 0; i < 100; i += 1) app.liveEvents.deliver([event]);
      sent += 100_000;
      await sleep(5);
    }
    expect(sent).toBeGreaterThan(MAX_BACKLOG_BYTES);
    await until(() => app.liveEvents.size === before, 'the stalled stream to be cut');
    socket.resume();
    await closed;
  });
});

describe('SIGTERM on the embedded database', () => {
  it('ends the open streams and the process exits', async () => {
    const server = await startServerProcess();
    const viewer = await newPerson(server.origin, 'sigterm');
    const streams = await Promise.all(
      Array.from({ length: 3 }, async () => stream(await openEvents(server.origin, viewer.token))),
    );
    const stopped = Date.now();
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    expect(await Promise.all(streams.map((opened) => opened.ended))).toEqual([true, true, true]);
    expect(Date.now() - stopped).toBeLessThan(5_000);
  });
});
