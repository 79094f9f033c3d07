/**
 * Live events across instances: two server processes on one PostgreSQL, as behind a load
 * balancer. A write through one reaches the streams of the other (LISTEN/NOTIFY), in order; a
 * stream carries only what its viewer may see; a reconnecting client gets what comes next (and
 * re-reads its lists for what it missed); SIGTERM ends the streams and the process exits; a lost
 * LISTEN connection ends the streams and the instance listens again.
 */
import pg from 'pg';
import { SPEC_MESSAGES } from '@murmur/contract';
import { isStream, openEvents, type EventStreamClient } from './support/event-stream';
import { send } from './support/http';
import { as, idOf, newPerson, type Person } from './support/people';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { freshPostgres, onPostgresOnly } from './support/targets';
import { TEST_SECRET } from './support/test-app';

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventsOf(server: ServerProcess, person: Person): Promise<EventStreamClient> {
  const opened = await openEvents(server.origin, person.token);
  if (!isStream(opened)) throw new Error(`Refused: ${JSON.stringify(opened)}`);
  return opened;
}

const dataOf = (events: { data: unknown }[]) => events.map((event) => event.data);

onPostgresOnly('live events across two instances on one PostgreSQL', () => {
  let databaseUrl: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const open: EventStreamClient[] = [];
  const streamFrom = async (server: ServerProcess, person: Person) => {
    const opened = await eventsOf(server, person);
    open.push(opened);
    return opened;
  };
  const start = () => startServerProcess({ databaseUrl, env: { JWT_SECRET: TEST_SECRET } });

  beforeAll(async () => {
    databaseUrl = await freshPostgres();
    [a, b] = await Promise.all([start(), start()]);
  });
  afterEach(() => {
    for (const opened of open.splice(0)) opened.close();
  });
  afterAll(() => Promise.all([a.stop(), b.stop()]));

  it('a stream on B receives, in order, what is written through A', async () => {
    const viewer = await newPerson(a.origin, 'b_viewer');
    const author = await newPerson(a.origin, 'a_author');
    const onB = await streamFrom(b, viewer);

    const postId = idOf(await as(author, a.origin, 'POST', '/v2/posts', { content: 'hi' }), 'post');
    await as(viewer, a.origin, 'POST', `/v2/posts/${postId}/like`);
    const commentId = idOf(
      await as(viewer, a.origin, 'POST', `/v2/posts/${postId}/comments`, { text: 'yes' }),
      'comment',
    );
    await as(author, a.origin, 'POST', `/users/follow/${viewer.id}`); // the contract
    await as(author, a.origin, 'DELETE', `/v2/posts/${postId}`);

    const received = await onB.take(6);
    expect(received.map((event) => event.event)).toEqual([
      'post.created',
      'post.counted',
      'comment.created',
      'post.counted',
      'user.followed',
      'post.deleted',
    ]);
    expect(dataOf(received)).toEqual([
      { type: 'post.created', postId, authorId: author.id },
      { type: 'post.counted', postId, likeCount: 1, commentCount: 0 },
      { type: 'comment.created', postId, commentId },
      { type: 'post.counted', postId, likeCount: 1, commentCount: 1 },
      {
        type: 'user.followed',
        followerId: author.id,
        followeeId: viewer.id,
        following: true,
        followerCount: 1,
      },
      { type: 'post.deleted', postId },
    ]);
  });

  it('a stream carries only what its viewer may see: not a follow of someone else', async () => {
    const viewer = await newPerson(a.origin, 'b_watcher');
    const [follower, followed] = await Promise.all([
      newPerson(a.origin, 'a_follower'),
      newPerson(a.origin, 'a_followed'),
    ]);
    const [watcherOnB, followedOnB] = await Promise.all([
      streamFrom(b, viewer),
      streamFrom(b, followed),
    ]);

    await as(follower, a.origin, 'POST', `/v2/users/${followed.username}/follow`);
    const postId = idOf(
      await as(follower, a.origin, 'POST', '/v2/posts', { content: 'p' }),
      'post',
    );

    const created = { type: 'post.created', postId, authorId: follower.id };
    expect(dataOf(await followedOnB.take(2))).toEqual([
      expect.objectContaining({ type: 'user.followed', followeeId: followed.id }),
      created,
    ]);
    expect(dataOf(await watcherOnB.take(1))).toEqual([created]);
    await sleep(300);
    expect(watcherOnB.events).toHaveLength(1);
  });

  it('refuses a stream without a valid token, as every call', async () => {
    expect(await openEvents(b.origin, undefined)).toEqual({
      status: 404,
      body: { errors: [SPEC_MESSAGES.unknownUser] },
    });
    expect(await openEvents(b.origin, 'not-a-token')).toEqual({
      status: 404,
      body: { errors: [SPEC_MESSAGES.unknownUser] },
    });
  });

  it('reconnects: a new stream gets what comes next; what was missed is re-read from the lists', async () => {
    const viewer = await newPerson(a.origin, 'b_returning');
    const author = await newPerson(a.origin, 'a_writer');
    const first = await streamFrom(b, viewer);
    const before = idOf(await as(author, a.origin, 'POST', '/v2/posts', { content: '1' }), 'post');
    expect(dataOf(await first.take(1))).toEqual([
      { type: 'post.created', postId: before, authorId: author.id },
    ]);
    first.close();

    const missed = idOf(await as(author, a.origin, 'POST', '/v2/posts', { content: '2' }), 'post');
    const second = await streamFrom(b, viewer);
    const after = idOf(await as(author, a.origin, 'POST', '/v2/posts', { content: '3' }), 'post');
    expect(dataOf(await second.take(1))).toEqual([
      { type: 'post.created', postId: after, authorId: author.id },
    ]);
    await sleep(300);
    expect(second.events).toHaveLength(1); // no replay of `missed`
    // Catching up: the head of the timeline has what the stream did not carry.
    const head = await send(b.origin, 'GET', '/v2/timelines/explore?limit=3', {
      token: viewer.token,
    });
    expect((head.body.items as { id: string }[]).map((post) => post.id)).toEqual([
      after,
      missed,
      before,
    ]);
  });

  it('when the LISTEN connection is lost, streams end and the instance listens again', async () => {
    const viewer = await newPerson(a.origin, 'b_listener');
    const lostOnB = await streamFrom(b, viewer);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'murmur-live-events' AND datname = current_database()`,
      );
      expect(rowCount).toBe(2); // one per instance
    } finally {
      await admin.end();
    }
    expect(await lostOnB.ended).toBe(true);

    let again = await openEvents(b.origin, viewer.token);
    for (let tries = 0; !isStream(again) && tries < 50; tries += 1) {
      expect(again).toEqual({
        status: 503,
        body: { errors: ['Live updates are unavailable right now. Please try again.'] },
      });
      await sleep(200);
      again = await openEvents(b.origin, viewer.token);
    }
    if (!isStream(again)) throw new Error('B did not listen again.');
    open.push(again);
    const postId = idOf(await as(viewer, a.origin, 'POST', '/v2/posts', { content: 'x' }), 'post');
    expect(dataOf(await again.take(1))).toEqual([
      { type: 'post.created', postId, authorId: viewer.id },
    ]);
  });

  it('SIGTERM ends the open streams and the process exits', async () => {
    const third = await start();
    const viewer = await newPerson(a.origin, 'c_viewer');
    const streams = await Promise.all(Array.from({ length: 5 }, () => eventsOf(third, viewer)));
    const stopped = Date.now();
    await third.stop();
    expect(third.child.exitCode).toBe(0);
    expect(await Promise.all(streams.map((opened) => opened.ended))).toEqual(
      streams.map(() => true),
    );
    expect(Date.now() - stopped).toBeLessThan(5_000);

    // The other instances and their streams go on.
    const onA = await streamFrom(a, viewer);
    const postId = idOf(await as(viewer, b.origin, 'POST', '/v2/posts', { content: 'y' }), 'post');
    expect(dataOf(await onA.take(1))).toEqual([
      { type: 'post.created', postId, authorId: viewer.id },
    ]);
  });
});
