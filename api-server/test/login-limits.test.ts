/**
 * The failed-login limit as a stranger would try to get around it or turn it against an owner:
 * spelling the name differently, sending a name as long as the body allows, failing from
 * another address to lock the owner out, and rotating addresses inside one IPv6 /64. What the
 * stranger gets is a 429 with its message; the owner still signs in; no account changes.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RateLimits } from '../src/config';
import { ACCOUNT_KEY_LENGTH } from '../src/plugins/external/login-failures';
import { startTestApp } from './support/test-app';

jest.setTimeout(120_000);

const OWNER = { username: 'maya.solberg', password: 'kiln-on-sundays' };
const TOO_MANY = /^Too many attempts\. Please wait .+ and try again\.$/;

/** The app trusts the test's loopback as its proxy (TRUST_PROXY's default), so this is believed. */
const login = (app: FastifyInstance, address: string, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { username, password },
  });

async function withLimits(
  limits: Partial<RateLimits>,
  run: (app: FastifyInstance) => Promise<void>,
  authRateLimit = 1_000,
) {
  const test = await startTestApp({
    authRateLimit,
    rateLimits: {
      posts: 1_000,
      reactions: 1_000,
      profile: 1_000,
      loginFailuresPerAccountAndClient: 1_000,
      loginFailuresPerAccount: 1_000,
      loginFailuresPerClient: 1_000,
      ...limits,
    },
  });
  try {
    await run(test.app);
  } finally {
    await test.close();
  }
}

it('" maya.solberg", "maya.solberg " and "MAYA.SOLBERG" share one budget: the fourth try is refused', async () => {
  await withLimits({ loginFailuresPerAccountAndClient: 3 }, async (app) => {
    const tries = [' maya.solberg', 'maya.solberg ', 'MAYA.SOLBERG'];
    const failed = [];
    for (const name of tries) {
      failed.push((await login(app, '198.51.100.7', name, 'guess')).statusCode);
    }
    expect(failed).toEqual([401, 401, 401]);
    // Even the right password: the guesser's budget at this account is spent.
    const refused = await login(app, '198.51.100.7', ` ${OWNER.username}\t`, OWNER.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatch(TOO_MANY);
  });
});

it('a name as long as the body allows is counted under a key of bounded length', async () => {
  await withLimits({}, async (app) => {
    const long = `${'x'.repeat(200_000)}`;
    expect((await login(app, '198.51.100.8', long, 'guess')).statusCode).toBe(404);
    const { rows } = await sql<{ longest: number }>`
      SELECT max(length(key)) AS longest FROM rate_limit_windows`.execute(app.db);
    expect(Number(rows[0]!.longest)).toBeLessThan(ACCOUNT_KEY_LENGTH + 100);
  });
});

it('ten failures from another address do not stop the owner signing in from their own', async () => {
  await withLimits({ loginFailuresPerAccountAndClient: 10 }, async (app) => {
    const stranger = [];
    for (let i = 0; i < 10; i += 1) {
      stranger.push((await login(app, '198.51.100.7', OWNER.username, `guess ${i}`)).statusCode);
    }
    expect(stranger).toEqual(Array(10).fill(401));
    // The stranger is stopped…
    const eleventh = await login(app, '198.51.100.7', OWNER.username, 'guess 10');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errors[0]).toMatch(TOO_MANY);
    // …and the owner, at home, is not.
    const owner = await login(app, '203.0.113.5', OWNER.username, OWNER.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.username).toBe(OWNER.username);
  });
});

it('a flood of failures from many addresses still slows the account, at its higher ceiling', async () => {
  await withLimits(
    { loginFailuresPerAccountAndClient: 10, loginFailuresPerAccount: 30 },
    async (app) => {
      for (let i = 0; i < 30; i += 1) {
        expect((await login(app, `198.51.100.${i + 1}`, OWNER.username, 'guess')).statusCode).toBe(
          401,
        );
      }
      const next = await login(app, '198.51.100.200', OWNER.username, 'guess');
      expect(next.statusCode).toBe(429);
      // Another account is not slowed by it.
      expect((await login(app, '198.51.100.200', 'guest', 'murmur-guest')).statusCode).toBe(200);
    },
  );
});

describe('two addresses in one IPv6 /64 are one client', () => {
  const sameHost = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe'];
  const neighbour = '2001:db8:1:3::1';

  it('share the failed-login budget of an address', async () => {
    await withLimits({ loginFailuresPerClient: 4 }, async (app) => {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const address = sameHost[i % 2]!;
        statuses.push((await login(app, address, `nobody-${i}`, 'guess')).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404]);
      expect((await login(app, sameHost[0]!, 'guest', 'murmur-guest')).statusCode).toBe(429);
      expect((await login(app, sameHost[1]!, 'guest', 'murmur-guest')).statusCode).toBe(429);
      expect((await login(app, neighbour, 'guest', 'murmur-guest')).statusCode).toBe(200);
    });
  });

  it('share the sign-up and login budget', async () => {
    await withLimits(
      {},
      async (app) => {
        const signup = (address: string, username: string) =>
          app.inject({
            method: 'POST',
            url: '/api/v2/auth/signup',
            headers: { 'x-forwarded-for': address },
            payload: { username, password: 'open sesame', firstName: 'A', lastName: 'B' },
          });
        const made = [];
        for (let i = 0; i < 3; i += 1) {
          made.push((await signup(sameHost[i % 2]!, `rotating-${i}`)).statusCode);
        }
        expect(made).toEqual([201, 201, 201]);
        const refused = await signup(sameHost[1]!, 'rotating-3');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().errors[0]).toMatch(TOO_MANY);
        const { rows } = await sql<{ n: number }>`
          SELECT count(*) AS n FROM users WHERE username = 'rotating-3'`.execute(app.db);
        expect(Number(rows[0]!.n)).toBe(0);
        expect((await signup(neighbour, 'next-door')).statusCode).toBe(201);
      },
      3,
    );
  });
});
