/**
 * Limits that fit each action: writes per account (the 61st post in a minute refused, another
 * account unaffected, both APIs counting together), failed logins per account whatever the
 * address, and the address a client is known by decided by TRUST_PROXY.
 */
import Fastify from 'fastify';
import { readConfig } from '../src/config';
import { writeLimitOf } from '../src/plugins/external/write-limits';
import { loginAs, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const LIMITS = {
  posts: 60,
  reactions: 1_000,
  profile: 1_000,
  loginFailuresPerAccountAndClient: 1_000,
  loginFailuresPerAccount: 3,
  loginFailuresPerClient: 1_000,
};

describe('per-account limits', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ rateLimits: LIMITS });
  });
  afterAll(() => test.close());

  it('refuses the 61st post or comment of an account in a minute; another account still posts', async () => {
    const guest = await loginAs(test.app, 'guest', 'murmur-guest');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const v1 = await test.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { authorization: guest },
        payload: { postData: { content: `v1 post ${i}` } },
      });
      const v2 = await test.app.inject({
        method: 'POST',
        url: '/api/v2/posts',
        headers: { authorization: `Bearer ${guest}` },
        payload: { content: `v2 post ${i}` },
      });
      statuses.push(v1.statusCode, v2.statusCode);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);

    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/v2/posts',
      headers: { authorization: `Bearer ${guest}` },
      payload: { content: 'one too many' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0]).toMatch(
      /^You are posting too fast\. Please wait .+ and try again\.$/,
    );

    const other = await loginAs(test.app, 'maya.solberg', 'kiln-on-sundays');
    const unaffected = await test.app.inject({
      method: 'POST',
      url: '/api/v2/posts',
      headers: { authorization: `Bearer ${other}` },
      payload: { content: 'still mine to say' },
    });
    expect(unaffected.statusCode).toBe(201);
  });

  it('throttles failed logins per account, whatever address they come from', async () => {
    const attempt = (address: string, password: string, username = 'maya.solberg') =>
      test.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: { 'x-forwarded-for': address },
        payload: { username, password },
      });
    const failures = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      failures.push((await attempt(address, 'wrong')).statusCode);
    }
    expect(failures).toEqual([401, 401, 401]);
    const refused = await attempt('203.0.113.4', 'kiln-on-sundays');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().errors[0]).toMatch(
      /^Too many attempts\. Please wait .+ and try again\.$/,
    );
    // Another account is not locked by them.
    expect((await attempt('203.0.113.4', 'wrong', 'guest')).statusCode).toBe(401);
    expect((await attempt('203.0.113.4', 'murmur-guest', 'guest')).statusCode).toBe(200);
  });
});

describe('which limit a write counts in', () => {
  it.each([
    ['POST', '/api/posts/', 'posts'],
    ['DELETE', '/api/v2/posts/:postId', 'posts'],
    ['POST', '/api/v2/posts/:postId/comments', 'posts'],
    ['POST', '/api/comments/add/:postId', 'posts'],
    ['POST', '/api/posts/like/:postId', 'reactions'],
    ['DELETE', '/api/v2/posts/:postId/bookmark', 'reactions'],
    ['POST', '/api/users/follow/:userId', 'reactions'],
    ['POST', '/api/v2/posts/:postId/comments/:commentId/upvote', 'reactions'],
    ['POST', '/api/users/edit', 'profile'],
    ['PATCH', '/api/v2/me', 'profile'],
    ['GET', '/api/v2/timelines/home', undefined],
    ['POST', '/api/v2/auth/login', undefined],
    ['POST', '/api/testing/reset', undefined],
  ])('%s %s: %s', (method, url, limit) => {
    expect(writeLimitOf(method, url)).toBe(limit);
  });
});

describe('TRUST_PROXY', () => {
  const clientOf = async (trustProxy: string | undefined, forwardedFor: string) => {
    // Fastify itself, given what the setting reads as (buildApp passes it on unchanged).
    const app = Fastify({ trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy });
    app.get('/ip-probe', async (request) => ({ ip: request.ip }));
    const answer = await app.inject({
      method: 'GET',
      url: '/ip-probe',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await app.close();
    return (answer.json() as { ip: string }).ip;
  };

  it('believes X-Forwarded-For only from the proxies it names', async () => {
    expect(await clientOf(undefined, '198.51.100.7')).toBe('10.0.0.5');
    expect(await clientOf('10.0.0.0/8', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientOf('192.168.1.1, 10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientOf('1', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientOf('2', '203.0.113.9, 198.51.100.7')).toBe('203.0.113.9');
  });
});
