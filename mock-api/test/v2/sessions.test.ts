/**
 * Sessions the server can end, on the mock and the server alike: logging out ends the token for
 * both APIs (`/api` and `/api/v2`), signing out everywhere ends every session of the user, and
 * neither touches another user's sessions. Each test signs up its own person, so that ending
 * sessions never reaches another test's.
 */
import { SPEC_MESSAGES } from '@murmur/contract';
import { call, withMockApi } from '../support/mock-api';
import { v2, v2Ok } from '../support/v2';

withMockApi();

const INVALID = { status: 401, body: { errors: [SPEC_MESSAGES.invalidToken] } };

let made = 0;

/** A new account, and the token of its sign-up. */
async function newAccount(): Promise<{ username: string; password: string; token: string }> {
  made += 1;
  const username = `sess_${made}_${Math.random().toString(36).slice(2, 8)}`;
  const password = 'a long enough password';
  const { token } = await v2Ok<{ token: string }>('POST', '/auth/signup', 201, {
    body: { username, password, firstName: 'Session', lastName: 'Test' },
  });
  return { username, password, token };
}

async function logIn(username: string, password: string): Promise<string> {
  return (
    await v2Ok<{ token: string }>('POST', '/auth/login', 200, { body: { username, password } })
  ).token;
}

/** Whether the token is accepted by v2 (`GET /me`) and by v1 (`GET /users/bookmark`). */
async function acceptedByBoth(token: string) {
  const v2Answer = await v2('GET', '/me', { token });
  const v1Answer = await call('GET', '/users/bookmark', { token });
  return [v2Answer.status === 200 ? 200 : v2Answer, v1Answer.status === 200 ? 200 : v1Answer];
}

it('logout ends the token for both APIs, and only that session', async () => {
  const { username, password, token } = await newAccount();
  const other = await logIn(username, password);
  expect(await v2('POST', '/auth/logout', { token })).toEqual({
    status: 200,
    body: { signedOut: true },
  });
  expect(await acceptedByBoth(token)).toEqual([INVALID, INVALID]);
  expect(await acceptedByBoth(other)).toEqual([200, 200]);
});

it('a token from v1’s login is ended by logout too', async () => {
  const { username, password } = await newAccount();
  const answer = await call<{ encodedToken: string }>('POST', '/auth/login', {
    body: { username, password },
  });
  const token = answer.body.encodedToken;
  expect((await v2('POST', '/auth/logout', { token })).status).toBe(200);
  expect(await acceptedByBoth(token)).toEqual([INVALID, INVALID]);
});

it('sign out everywhere ends every session of the user, not another user’s', async () => {
  const { username, password, token } = await newAccount();
  const second = await logIn(username, password);
  const bystander = await newAccount();
  expect(await v2('POST', '/auth/logout-everywhere', { token: second })).toEqual({
    status: 200,
    body: { signedOut: true },
  });
  expect(await acceptedByBoth(token)).toEqual([INVALID, INVALID]);
  expect(await acceptedByBoth(second)).toEqual([INVALID, INVALID]);
  expect(await acceptedByBoth(bystander.token)).toEqual([200, 200]);
  // A new login after it is a new session, and works.
  expect(await acceptedByBoth(await logIn(username, password))).toEqual([200, 200]);
});

it('logging out needs a session: an ended one is refused as an invalid token', async () => {
  const { token } = await newAccount();
  await v2Ok('POST', '/auth/logout', 200, { token });
  expect(await v2('POST', '/auth/logout', { token })).toEqual(INVALID);
  expect(await v2('POST', '/auth/logout-everywhere', { token })).toEqual(INVALID);
  expect((await v2('POST', '/auth/logout')).status).toBe(404);
});
