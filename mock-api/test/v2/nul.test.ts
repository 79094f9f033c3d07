/**
 * A NUL character anywhere in a request is a 400 with a message on the mock and the server alike
 * (the suite runs on both), never a 500: PostgreSQL's text cannot hold one.
 */
import { MOCK_MESSAGES } from '@murmur/contract';
import { call, tokenOf, withMockApi } from '../support/mock-api';
import { v2 } from '../support/v2';

withMockApi();

const REFUSED = { status: 400, body: { errors: [MOCK_MESSAGES.nulCharacter] } };

it('in a post, a comment or a profile, on both APIs', async () => {
  const token = await tokenOf('guest');
  expect(await v2('POST', '/posts', { token, body: { content: 'a\u0000b' } })).toEqual(REFUSED);
  expect(await v2('POST', '/posts/post-2/comments', { token, body: { text: '\u0000' } })).toEqual(
    REFUSED,
  );
  expect(await v2('PATCH', '/me', { token, body: { bio: 'x\u0000' } })).toEqual(REFUSED);
  expect(
    await call('POST', '/posts', { token, body: { postData: { content: 'a\u0000b' } } }),
  ).toEqual(REFUSED);
});

it('in a login or a sign-up', async () => {
  expect(
    await v2('POST', '/auth/login', { body: { username: 'gu\u0000est', password: 'x' } }),
  ).toEqual(REFUSED);
  expect(
    await call('POST', '/auth/signup', {
      body: { username: 'nul\u0000name', password: 'long enough', firstName: 'N', lastName: 'L' },
    }),
  ).toEqual(REFUSED);
});

it('in a path', async () => {
  expect(await v2('GET', '/users/a%00b')).toEqual(REFUSED);
  expect(await call('GET', '/posts/user/a%00b')).toEqual(REFUSED);
});
