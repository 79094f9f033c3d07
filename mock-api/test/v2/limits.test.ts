/**
 * Every input's bound, refused with its message by the mock and the server alike (the suite runs
 * on both): lengths of posts, comments, bios, websites and names, the username's form, a new
 * password's length, and control characters in names.
 */
import { LIMITS, MOCK_MESSAGES } from '@murmur/contract';
import { call, tokenOf, withMockApi } from '../support/mock-api';
import { v2 } from '../support/v2';

withMockApi();

const refused = (message: string) => ({ status: 400, body: { errors: [message] } });
const text = (length: number) => 'x'.repeat(length);

let made = 0;
const signupBody = (fields: Record<string, string> = {}) => {
  made += 1;
  return {
    username: `limits_${made}_${Math.random().toString(36).slice(2, 7)}`,
    password: 'long enough',
    firstName: 'Limit',
    lastName: 'Test',
    ...fields,
  };
};

describe('posts and comments: at most 500 characters', () => {
  it('a post of 500 is taken, 501 refused, on both APIs', async () => {
    const token = await tokenOf('guest');
    expect((await v2('POST', '/posts', { token, body: { content: text(500) } })).status).toBe(201);
    expect(await v2('POST', '/posts', { token, body: { content: text(501) } })).toEqual(
      refused(MOCK_MESSAGES.postTooLong),
    );
    expect(
      await call('POST', '/posts', { token, body: { postData: { content: text(501) } } }),
    ).toEqual(refused(MOCK_MESSAGES.postTooLong));
    expect(await v2('PATCH', '/posts/post-4', { token, body: { content: text(501) } })).toEqual(
      refused(MOCK_MESSAGES.postTooLong),
    );
  });

  it('a comment of 501 is refused, on both APIs', async () => {
    const token = await tokenOf('guest');
    expect(
      await v2('POST', '/posts/post-2/comments', { token, body: { text: text(501) } }),
    ).toEqual(refused(MOCK_MESSAGES.commentTooLong));
    expect(
      await call('POST', '/comments/add/post-2', {
        token,
        body: { commentData: { text: text(501) } },
      }),
    ).toEqual(refused(MOCK_MESSAGES.commentTooLong));
    expect(
      (await v2('POST', '/posts/post-2/comments', { token, body: { text: text(500) } })).status,
    ).toBe(201);
  });
});

describe('profiles', () => {
  it('a bio of 161 and a website of 201 characters are refused', async () => {
    const token = await tokenOf('guest');
    expect(await v2('PATCH', '/me', { token, body: { bio: text(LIMITS.bio + 1) } })).toEqual(
      refused(MOCK_MESSAGES.bioTooLong),
    );
    const website = `https://example.com/${text(LIMITS.website)}`;
    expect(await v2('PATCH', '/me', { token, body: { website } })).toEqual(
      refused(MOCK_MESSAGES.websiteTooLong),
    );
    expect((await v2('PATCH', '/me', { token, body: { bio: text(160) } })).status).toBe(200);
  });
});

describe('sign-up', () => {
  it.each([
    ['too short', 'ab'],
    ['too long', text(31)],
    ['a space', 'two words'],
    ['a right-to-left override', 'evil\u202Eman'],
    ['a control character', 'bell\u0007'],
  ])('refuses a username with %s', async (_name, username) => {
    expect(await v2('POST', '/auth/signup', { body: signupBody({ username }) })).toEqual(
      refused(MOCK_MESSAGES.badUsername),
    );
  });

  it('refuses a password under 8 characters', async () => {
    expect(await v2('POST', '/auth/signup', { body: signupBody({ password: '1234567' }) })).toEqual(
      refused(MOCK_MESSAGES.shortPassword),
    );
  });

  it('refuses a name over 50 characters, or with a control or bidi character', async () => {
    expect(await v2('POST', '/auth/signup', { body: signupBody({ firstName: text(51) }) })).toEqual(
      refused(MOCK_MESSAGES.nameTooLong),
    );
    expect(
      await call('POST', '/auth/signup', { body: signupBody({ lastName: 'a\u202Eb' }) }),
    ).toEqual(refused(MOCK_MESSAGES.badName));
  });

  it('takes a username of letters, digits, ".", "_" and "-"', async () => {
    const answer = await v2('POST', '/auth/signup', {
      body: signupBody({ username: `a.b_c-${made}${Date.now() % 1000}` }),
    });
    expect(answer.status).toBe(201);
  });
});
