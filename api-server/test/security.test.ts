/** Bad input, tokens, limits, headers and failures, through `app.inject`. */
import { SignJWT } from 'jose';
import { LIMITS, MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import { readConfig } from '../src/config';
import { SERVER_FAILED } from '../src/plugins/app/errors';
import { TEST_SECRET, loginAs, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let test: TestApp;
let guest: string;
beforeAll(async () => {
  test = await startTestApp();
  test.app.get('/api/testing/fail', async () => {
    throw new Error('connection string postgres://admin:hunter2@db');
  });
  guest = await loginAs(test.app, 'guest', 'murmur-guest');
});
afterAll(() => test.close());

const post = (url: string, payload?: unknown, token = guest) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? {}),
  });

describe('bad input', () => {
  it.each([
    "'); DROP TABLE posts; --",
    "Robert'); DELETE FROM users WHERE ('1'='1",
    '<script>alert("x")</script><img src=x onerror=alert(1)>',
    '${process.exit()} {{constructor.constructor("x")()}}',
  ])('stores and returns %j literally', async (content) => {
    const created = await post('/api/posts', { postData: { content } });
    expect(created.statusCode).toBe(201);
    const [first] = (created.json() as { posts: { _id: string; content: string }[] }).posts;
    expect(first?.content).toBe(content);
    const read = await test.app.inject({ url: `/api/posts/${first?._id}` });
    expect((read.json() as { post: { content: string } }).post.content).toBe(content);
    expect((await test.app.inject({ url: '/api/users' })).json().users).toHaveLength(6);
  });

  it('takes the longest post allowed and refuses a 1 MB body with 413', async () => {
    const content = '✓'.repeat(LIMITS.post);
    const fits = await post('/api/posts', { postData: { content } });
    expect(fits.statusCode).toBe(201);
    const tooBig = await post('/api/posts', { postData: { content: 'x'.repeat(1024 * 1024) } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ errors: ['The request body is too large.'] });
  });

  it('refuses malformed JSON with 400 and a message', async () => {
    const answer = await post('/api/posts', '{"postData": {"content": "x"');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [MOCK_MESSAGES.badJson] });
  });

  it('refuses a field of the wrong type with the rule’s own message', async () => {
    const answer = await post('/api/posts', { postData: { content: 42 } });
    expect(answer.json()).toEqual({ errors: [MOCK_MESSAGES.emptyPost] });
    const website = await post('/api/users/edit', { userData: { website: 'javascript:alert(1)' } });
    expect(website.json()).toEqual({ errors: [MOCK_MESSAGES.badWebsite] });
  });
});

describe('tokens', () => {
  const sign = (claims: object, secret = TEST_SECRET, expires: string | number = '1h') =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(new TextEncoder().encode(secret));

  it('a missing token is 404 not registered; tampered or expired is 401 invalid', async () => {
    expect((await post('/api/posts/like/post-1', {}, '')).json()).toEqual({
      errors: [SPEC_MESSAGES.unknownUser],
    });
    const [header, , signature] = guest.split('.');
    const payload = Buffer.from(
      JSON.stringify({ _id: 'user-maya', username: 'maya.solberg' }),
    ).toString('base64url');
    const tampered = await post('/api/posts/like/post-1', {}, `${header}.${payload}.${signature}`);
    expect([tampered.statusCode, tampered.json()]).toEqual([
      401,
      { errors: [SPEC_MESSAGES.invalidToken] },
    ]);

    const expired = await sign(
      { _id: 'user-guest', username: 'guest' },
      TEST_SECRET,
      Math.floor(Date.now() / 1000) - 60,
    );
    const answer = await post('/api/posts/like/post-1', {}, expired);
    expect([answer.statusCode, answer.json()]).toEqual([
      401,
      { errors: [SPEC_MESSAGES.invalidToken] },
    ]);
  });

  it('tokens expire after seven days', async () => {
    const [, payload] = guest.split('.');
    const { iat, exp } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(exp - iat).toBe(7 * 24 * 60 * 60);
  });
});

describe('operations', () => {
  it('answers an unexpected failure with 500, a generic message and the request id', async () => {
    const answer = await test.app.inject({ url: '/api/testing/fail' });
    expect(answer.statusCode).toBe(500);
    const body = answer.json() as { errors: string[]; requestId: string };
    expect(body.errors).toEqual([SERVER_FAILED]);
    expect(body.requestId).toBe(answer.headers['x-request-id']);
    expect(answer.body).not.toContain('hunter2');
  });

  it('sends security headers on every answer, refusals included', async () => {
    for (const url of ['/api/posts', '/api/nowhere']) {
      const { headers } = await test.app.inject({ url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      expect(headers['strict-transport-security']).toBeDefined();
    }
  });

  it('health answers when the database does', async () => {
    const answer = await test.app.inject({ url: '/api/health' });
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { status: 'ok', database: 'embedded' },
    ]);
  });

  it('refuses to start in production without JWT_SECRET, or with a reset call', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is not set/);
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/murmur',
        JWT_SECRET: TEST_SECRET,
        MURMUR_ALLOW_RESET: '1',
      }),
    ).toThrow(/MURMUR_ALLOW_RESET/);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/murmur' };
    expect(readConfig({ ...production, JWT_SECRET: TEST_SECRET }).jwtSecret).toBe(TEST_SECRET);
  });
});

describe('rate limit', () => {
  it('refuses the sixth login a minute from one client with 429 and a readable message', async () => {
    const limited = await startTestApp({ authRateLimit: 5 });
    try {
      const attempts = [];
      for (let i = 0; i < 6; i += 1) {
        attempts.push(
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'guest', password: 'wrong' },
          }),
        );
      }
      expect(attempts.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(attempts[5]?.json().errors[0]).toMatch(
        /^Too many attempts\. Please wait .+ and try again\.$/,
      );
    } finally {
      await limited.close();
    }
  });
});
