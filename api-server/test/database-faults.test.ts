/**
 * Faults of the database, survived by a real server process on a PostgreSQL cluster of this file's
 * own (it is stopped and started here, so no other test file may share it): a restart under 20
 * writers loses nothing acknowledged and answers the rest 503; readiness follows the database; a
 * query held past statement_timeout answers 503 in time and leaves the pool usable; a LISTEN
 * connection killed is replaced within seconds and its streams told to catch up.
 */
import pg from 'pg';
import { isStream, openEvents } from './support/event-stream';
import { send, type Answer } from './support/http';
import { as, idOf, newPerson } from './support/people';
import {
  postgresUnavailable,
  createDatabase,
  startCluster,
  startServer,
  stopCluster,
  stopServer,
  type Cluster,
} from './support/postgres-cluster';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { TEST_SECRET } from './support/test-app';

jest.setTimeout(240_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipped: the database fault tests (${unavailable}).`);
const onPostgres = unavailable ? describe.skip : describe;

/** An answer, or the network error when there was none (which the server must never cause). */
async function tryWrite(write: () => Promise<Answer>): Promise<Answer | { status: 0 }> {
  try {
    return await write();
  } catch {
    return { status: 0 };
  }
}

async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

onPostgres('database faults', () => {
  let cluster: Cluster;
  let databaseUrl: string;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await startCluster();
    databaseUrl = await createDatabase(cluster.url, 'murmur_faults');
    server = await startServerProcess({
      databaseUrl,
      env: {
        JWT_SECRET: TEST_SECRET,
        DB_POOL_SIZE: '5',
        DB_STATEMENT_TIMEOUT_MS: '1500',
        // Off, so a held row lock runs into the statement timeout (57014) here.
        DB_LOCK_TIMEOUT_MS: '0',
        DB_CONNECT_TIMEOUT_MS: '2000',
        EVENT_STREAMS_PER_USER: '2',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (cluster) stopCluster(cluster.dir);
  });

  it('a query held past statement_timeout answers 503 in time, and the pool is not exhausted', async () => {
    const author = await newPerson(server.origin, 'held');
    const postId = idOf(
      await as(author, server.origin, 'POST', '/v2/posts', { content: 'hold' }),
      'post',
    );
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM posts WHERE id = $1 FOR UPDATE', [postId]);
      const started = Date.now();
      // More than the pool holds: those waiting for a connection time out as well.
      const likes = await Promise.all(
        Array.from({ length: 8 }, () =>
          send(server.origin, 'POST', `/v2/posts/${postId}/like`, { token: author.token }),
        ),
      );
      const took = Date.now() - started;
      expect(likes.map((answer) => answer.status)).toEqual(likes.map(() => 503));
      for (const answer of likes) expect(answer.body.errors?.[0]).toMatch(/try again/);
      expect(took).toBeLessThan(6_000);
      // While the lock is still held, other work goes on: the pool has connections again.
      const read = await send(server.origin, 'GET', `/v2/posts/${postId}`, { token: author.token });
      expect(read.status).toBe(200);
      expect((await send(server.managementOrigin, 'GET', '/ready')).status).toBe(200);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(
      (await send(server.origin, 'POST', `/v2/posts/${postId}/like`, { token: author.token }))
        .status,
    ).toBe(200);
  });

  it('a killed LISTEN connection: its streams end, and events flow again within 10 s', async () => {
    const viewer = await newPerson(server.origin, 'listener');
    const stream = await openEvents(server.origin, viewer.token);
    if (!isStream(stream)) throw new Error(`Refused: ${JSON.stringify(stream)}`);
    const killed = Date.now();
    const terminated = await query(
      databaseUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'murmur-live-events' AND datname = current_database()`,
    );
    expect(terminated).toHaveLength(1);
    // Ended, so the page reconnects and re-reads what it shows (its catch-up).
    expect(await stream.ended).toBe(true);

    let again = await openEvents(server.origin, viewer.token);
    while (!isStream(again) && Date.now() - killed < 10_000) {
      await sleep(200);
      again = await openEvents(server.origin, viewer.token);
    }
    if (!isStream(again)) throw new Error('Not listening again within 10 s.');
    try {
      const postId = idOf(
        await as(viewer, server.origin, 'POST', '/v2/posts', { content: 'again' }),
        'post',
      );
      expect((await again.take(1)).map((event) => event.data)).toEqual([
        { type: 'post.created', postId, authorId: viewer.id },
      ]);
      expect(Date.now() - killed).toBeLessThan(10_000);
    } finally {
      again.close();
    }
  });

  it('a LISTEN connection gone silent (its backend frozen, TCP still up) is found out within 11 s', async () => {
    const viewer = await newPerson(server.origin, 'silent');
    const stream = await openEvents(server.origin, viewer.token);
    if (!isStream(stream)) throw new Error(`Refused: ${JSON.stringify(stream)}`);
    const [backend] = await query<{ pid: number }>(
      databaseUrl,
      `SELECT pid FROM pg_stat_activity
       WHERE application_name = 'murmur-live-events' AND datname = current_database()`,
    );
    const frozen = Date.now();
    // What a dropped network looks like from here: no error, no end, just nothing back.
    process.kill(backend!.pid, 'SIGSTOP');
    try {
      expect(await stream.ended).toBe(true);
      // An echo every 5 s, each given 5 s to come back.
      expect(Date.now() - frozen).toBeLessThan(11_000);
    } finally {
      process.kill(backend!.pid, 'SIGCONT');
    }
    let again = await openEvents(server.origin, viewer.token);
    while (!isStream(again) && Date.now() - frozen < 20_000) {
      await sleep(200);
      again = await openEvents(server.origin, viewer.token);
    }
    expect(isStream(again)).toBe(true);
    if (isStream(again)) again.close();
  });

  it('caps the event streams of one user: the next is refused with 429 and a message', async () => {
    const viewer = await newPerson(server.origin, 'capped');
    const opened = await Promise.all([1, 2].map(() => openEvents(server.origin, viewer.token)));
    try {
      expect(opened.every(isStream)).toBe(true);
      expect(await openEvents(server.origin, viewer.token)).toEqual({
        status: 429,
        body: {
          errors: [
            'You have 2 live update streams open already. Close a tab or window and try again.',
          ],
        },
      });
      const other = await newPerson(server.origin, 'uncapped');
      const theirs = await openEvents(server.origin, other.token);
      expect(isStream(theirs)).toBe(true);
      if (isStream(theirs)) theirs.close();
    } finally {
      for (const stream of opened) if (isStream(stream)) stream.close();
    }
  });

  it('a restart under 20 writers for 30 s: every 2xx write is kept, the others 503, and it recovers', async () => {
    const writers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newPerson(server.origin, `w${i}`)),
    );
    const kept: string[] = [];
    const answers: (Answer | { status: 0 })[] = [];
    let writing = true;
    const loops = writers.map(async (writer, i) => {
      for (let n = 0; writing; n += 1) {
        const answer = await tryWrite(() =>
          send(server.origin, 'POST', '/v2/posts', {
            token: writer.token,
            body: { content: `w${i} ${n}` },
          }),
        );
        answers.push(answer);
        if (answer.status === 201) kept.push(idOf((answer as Answer).body, 'post'));
        else await sleep(100);
      }
    });

    const began = Date.now();
    // Stopped however this ends: writers left looping would keep Jest from exiting.
    try {
      await sleep(3_000);
      stopServer(cluster);
      // Down: not ready (the database does not answer, and the LISTEN connection is gone).
      await sleep(1_500);
      const down = await send(server.managementOrigin, 'GET', '/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'unavailable', databaseAnswers: false });
      expect((await send(server.origin, 'GET', '/health')).status).toBe(200);
      await sleep(2_000);
      startServer(cluster);

      // Back without a restart of the server: ready again once it listens again.
      const restarted = Date.now();
      let ready = await send(server.managementOrigin, 'GET', '/ready');
      while (ready.status !== 200 && Date.now() - restarted < 30_000) {
        await sleep(250);
        ready = await send(server.managementOrigin, 'GET', '/ready');
      }
      expect(ready.body).toMatchObject({ status: 'ready', databaseAnswers: true, listening: true });
      // Writing on after it, 30 s in all.
      await sleep(Math.max(4_000, 30_000 - (Date.now() - began)));
    } finally {
      writing = false;
      await Promise.all(loops);
    }

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const answer of answers) {
      if (answer.status === 503) expect((answer as Answer).body.errors?.[0]).toMatch(/try again/);
    }
    // Writes went on after the restart.
    const last = answers.slice(-20);
    expect(last.some((answer) => answer.status === 201)).toBe(true);
    const found = await query<{ id: string }>(
      databaseUrl,
      'SELECT id FROM posts WHERE id = ANY($1)',
      [kept],
    );
    expect(found).toHaveLength(kept.length);
    expect(kept.length).toBeGreaterThan(20);
  });
});
