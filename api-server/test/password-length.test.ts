/**
 * A password as long as a request can carry, sent to sign up and to log in, on both APIs: it is
 * refused with its message before Argon2 sees it (hashing half a megabyte per request is a CPU
 * bomb at a few requests a second), no account is made, and the owner's password still works.
 */
import { sql } from 'kysely';
import { LIMITS, MOCK_MESSAGES } from '@murmur/contract';
import { startTestApp, type TestApp } from './support/test-app';

// Every hash and comparison the server makes, counted; the real Argon2 does the work.
const argon2Calls: string[] = [];
jest.mock('@node-rs/argon2', () => {
  const real = jest.requireActual('@node-rs/argon2');
  return {
    ...real,
    hash: (password: string, options: unknown) => {
      argon2Calls.push(`hash ${password.length}`);
      return real.hash(password, options);
    },
    verify: (hashed: string, password: string) => {
      argon2Calls.push(`verify ${password.length}`);
      return real.verify(hashed, password);
    },
  };
});

jest.setTimeout(120_000);

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());
beforeEach(() => {
  argon2Calls.length = 0;
});

/** Within the body limit (512 KiB), so the password itself is what gets refused. */
const HALF_A_MEGABYTE = 'p'.repeat(500 * 1024);

const usersNamed = async (username: string) => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM users WHERE username = ${username}`.execute(test.app.db);
  return Number(rows[0]!.n);
};

it.each(['/api/auth/signup', '/api/v2/auth/signup'])(
  'sign-up at %s with a 500 KB password: 400, nothing hashed, no account',
  async (url) => {
    const answer = await test.app.inject({
      method: 'POST',
      url,
      payload: { username: 'bomber', password: HALF_A_MEGABYTE, firstName: 'B', lastName: 'C' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [MOCK_MESSAGES.longPassword] });
    expect(argon2Calls).toEqual([]);
    expect(await usersNamed('bomber')).toBe(0);
  },
);

it.each(['/api/auth/login', '/api/v2/auth/login'])(
  'login at %s with a 500 KB password: 400, nothing compared; the owner still signs in',
  async (url) => {
    const answer = await test.app.inject({
      method: 'POST',
      url,
      payload: { username: 'guest', password: HALF_A_MEGABYTE },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [MOCK_MESSAGES.longLoginPassword] });
    expect(argon2Calls).toEqual([]);
    const owner = await test.app.inject({
      method: 'POST',
      url,
      payload: { username: 'guest', password: 'murmur-guest' },
    });
    expect(owner.statusCode).toBe(200);
  },
);

it('a 1 MB password is refused by the body limit itself, before it is even parsed', async () => {
  const answer = await test.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { username: 'guest', password: 'p'.repeat(1024 * 1024) },
  });
  expect(answer.statusCode).toBe(413);
  expect(answer.json().errors[0]).toEqual(expect.any(String));
  expect(argon2Calls).toEqual([]);
});

it('the longest password a new account may have is hashed as usual', async () => {
  const password = 'q'.repeat(LIMITS.passwordMax);
  const made = await test.app.inject({
    method: 'POST',
    url: '/api/v2/auth/signup',
    payload: { username: 'longest', password, firstName: 'L', lastName: 'P' },
  });
  expect(made.statusCode).toBe(201);
  expect(argon2Calls).toEqual([`hash ${LIMITS.passwordMax}`]);
});
