/**
 * The login and sign-up limit counts in the database: one count per client whichever instance
 * answers, whichever API (§7 or v2) and call (login or sign-up) the attempt goes to.
 */
import { countAttempt, readAttempts } from '../src/repositories/rate-limits';
import { startServerProcess } from './support/server-process';
import { send } from './support/http';
import { TARGETS, freshPostgres, onPostgresOnly, startTestAppOn } from './support/targets';
import { TEST_SECRET, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TARGETS)('the attempts table on the %s database', (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestAppOn(target);
  });
  afterAll(() => test.close());

  it('counts a client’s attempts within a window, and starts again when it has slid past them', async () => {
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push(await countAttempt(test.app.db, 'client-a', 500));
    expect(counts.map((count) => count.hits)).toEqual([1, 2, 3]);
    expect(counts[2]?.ttlMs).toBeGreaterThan(0);
    expect(counts[2]?.ttlMs).toBeLessThanOrEqual(500);
    expect((await countAttempt(test.app.db, 'client-b', 500)).hits).toBe(1);
    expect(await readAttempts(test.app.db, 'client-a', 500)).toMatchObject({ hits: 3 });
    await sleep(1_100);
    expect((await countAttempt(test.app.db, 'client-a', 500)).hits).toBe(1);
  });

  it('slides: just after a window ends, the attempts at its end still count', async () => {
    for (let i = 0; i < 10; i += 1) await countAttempt(test.app.db, 'client-d', 2_000);
    await sleep(2_100);
    // A fixed window would say 1 here: the allowance renewed at the boundary.
    const next = await countAttempt(test.app.db, 'client-d', 2_000);
    expect(next.hits).toBeGreaterThanOrEqual(8);
    expect(next.hits).toBeLessThanOrEqual(11);
  });

  it('50 attempts at the same moment are counted 1 to 50, none lost', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => countAttempt(test.app.db, 'client-c', 60_000)),
    );
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

it('one instance: login and sign-up, on /api and /api/v2, share one count', async () => {
  const limited = await startTestApp({ authRateLimit: 4 });
  try {
    const attempt = (url: string, payload: object) =>
      limited.app.inject({ method: 'POST', url, payload });
    const answers = [
      await attempt('/api/auth/login', { username: 'guest', password: 'wrong' }),
      await attempt('/api/v2/auth/login', { username: 'guest', password: 'wrong' }),
      await attempt('/api/auth/signup', { username: 'one', password: 'open sesame' }),
      await attempt('/api/v2/auth/signup', { username: 'two', password: 'open sesame' }),
      await attempt('/api/v2/auth/login', { username: 'guest', password: 'murmur-guest' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 201, 201, 429]);
  } finally {
    await limited.close();
  }
});

onPostgresOnly('two instances on one PostgreSQL', () => {
  it('share the limit: a client gets it once, not once per instance', async () => {
    const databaseUrl = await freshPostgres();
    const env = { JWT_SECRET: TEST_SECRET, AUTH_RATE_LIMIT: '5' };
    const [a, b] = await Promise.all([
      startServerProcess({ databaseUrl, env }),
      startServerProcess({ databaseUrl, env }),
    ]);
    try {
      const wrong = { body: { username: 'guest', password: 'wrong' } };
      const statuses = [];
      for (const server of [a, b, a, b, a, b, a]) {
        statuses.push((await send(server.origin, 'POST', '/auth/login', wrong)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const refused = await send(b.origin, 'POST', '/v2/auth/login', {
        body: { username: 'guest', password: 'murmur-guest' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]).toMatch(
        /^Too many attempts\. Please wait .+ and try again\.$/,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
