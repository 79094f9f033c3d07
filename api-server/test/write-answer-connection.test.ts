/**
 * A write and its answer on one connection. With a pool of one, a follow's write is held on a
 * lock; a reader queues for the connection behind it and will hold it, stuck on a lock of its
 * own, once given it. When the write commits, its answer must not queue behind that reader: the
 * person who followed gets the answer of the follow that was made, not a 503 that invites them to
 * do it again.
 */
import pg from 'pg';
import type { FollowAnswer } from '@murmur/contract';
import { send } from './support/http';
import { as, idOf, newPerson } from './support/people';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { freshPostgres, onPostgresOnly } from './support/targets';
import { TEST_SECRET } from './support/test-app';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; fails the test after 20 s. */
async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await sleep(50);
  }
}

/** A session of the test's own, beside the server's pool, holding a table lock until released. */
async function holdTable(databaseUrl: string, lock: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query(lock);
  return {
    client,
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

onPostgresOnly('a write and its answer share one connection', () => {
  let server: ServerProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await freshPostgres();
    server = await startServerProcess({
      databaseUrl,
      env: {
        JWT_SECRET: TEST_SECRET,
        DB_POOL_SIZE: '1',
        DB_CONNECT_TIMEOUT_MS: '1500',
        // Locks are waited for here, not given up on.
        DB_LOCK_TIMEOUT_MS: '0',
        DB_STATEMENT_TIMEOUT_MS: '30000',
      },
    });
  });
  afterAll(() => server?.stop());

  const poolWaiting = async () => {
    const metrics = await (await fetch(`${server.managementOrigin}/api/metrics`)).text();
    return Number(/^murmur_db_pool_waiting (\d+)/m.exec(metrics)?.[1] ?? 0);
  };

  it('a follow answers 200 with its result though a reader waits for the only connection', async () => {
    const follower = await newPerson(server.origin, 'follower');
    const followed = await newPerson(server.origin, 'followed');
    const postId = idOf(
      await as(followed, server.origin, 'POST', '/v2/posts', { content: 'read me' }),
      'post',
    );

    const follows = await holdTable(databaseUrl, 'LOCK TABLE follows IN SHARE MODE');
    const comments = await holdTable(databaseUrl, 'LOCK TABLE comments IN ACCESS EXCLUSIVE MODE');
    try {
      const following = send(server.origin, 'POST', `/v2/users/${followed.username}/follow`, {
        token: follower.token,
      });
      // The follow holds the pool's connection, its write waiting for the follows table.
      await until('the follow waits for its lock', async () => {
        const { rows } = await follows.client.query<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
        );
        return rows[0]!.waiting === 1;
      });
      // A reader (no sign-in: no other query first) queues for that connection.
      const read = send(server.origin, 'GET', `/v2/posts/${postId}/comments`);
      await until('the reader waits for the connection', async () => (await poolWaiting()) === 1);

      await follows.release();
      const answer = await following;

      expect(answer.status).toBe(200);
      const body = answer.body as unknown as FollowAnswer;
      expect(body.me.followingCount).toBe(1);
      expect(body.user).toMatchObject({ username: followed.username, followerCount: 1 });

      await comments.release();
      expect((await read).status).toBe(200);
    } finally {
      await follows.release().catch(() => undefined);
      await comments.release().catch(() => undefined);
    }
  });
});
