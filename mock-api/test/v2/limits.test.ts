/**
 * Every input's bound, refused with its message by the mock and the server alike (the suite runs
 * on both), on both APIs: lengths of posts, comments, bios, websites, avatars, emails and names,
 * the username's form, a new password's length (and a login's), and control characters in names. Lengths count
 * characters (code points), so an emoji is one.
 */
import { LIMITS, MOCK_MESSAGES } from '@murmur/contract';
import { call, tokenOf, withMockApi } from '../support/mock-api';
import { v2 } from '../support/v2';

withMockApi();

const refused = (message: string) => ({ status: 400, body: { errors: [message] } });
const text = (length: number) => 'x'.repeat(length);
/** `length` characters, each two UTF-16 units long. */
const emoji = (length: number) => '😀'.repeat(length);

let made = 0;
const signupBody = (fields: Record<string, unknown> = {}) => {
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
  it('a post of 500 is taken, 501 refused, on create and edit, on both APIs', async () => {
    const token = await tokenOf('guest');
    expect((await v2('POST', '/posts', { token, body: { content: emoji(500) } })).status).toBe(201);
    expect(await v2('POST', '/posts', { token, body: { content: text(501) } })).toEqual(
      refused(MOCK_MESSAGES.postTooLong),
    );
    expect(
      await call('POST', '/posts', { token, body: { postData: { content: text(501) } } }),
    ).toEqual(refused(MOCK_MESSAGES.postTooLong));
    expect(await call('POST', '/posts', { token, body: { postData: emoji(501) } })).toEqual(
      refused(MOCK_MESSAGES.postTooLong),
    );
    expect(await v2('PATCH', '/posts/post-4', { token, body: { content: text(501) } })).toEqual(
      refused(MOCK_MESSAGES.postTooLong),
    );
    expect(
      await call('POST', '/posts/edit/post-4', {
        token,
        body: { postData: { content: text(501) } },
      }),
    ).toEqual(refused(MOCK_MESSAGES.postTooLong));
  });

  it('a comment of 500 is taken, 501 refused, on add and edit, on both APIs', async () => {
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
      await call('POST', '/comments/add/post-2', { token, body: { commentData: emoji(501) } }),
    ).toEqual(refused(MOCK_MESSAGES.commentTooLong));
    expect(
      (await v2('POST', '/posts/post-2/comments', { token, body: { text: emoji(500) } })).status,
    ).toBe(201);
    expect(
      await v2('PATCH', '/posts/post-2/comments/comment-2', { token, body: { text: text(501) } }),
    ).toEqual(refused(MOCK_MESSAGES.commentTooLong));
  });
});

describe('profiles', () => {
  it('a bio of 161, a website of 201 and an avatar of 501 characters are refused', async () => {
    const token = await tokenOf('guest');
    expect(await v2('PATCH', '/me', { token, body: { bio: text(LIMITS.bio + 1) } })).toEqual(
      refused(MOCK_MESSAGES.bioTooLong),
    );
    const address = (length: number) => {
      const start = 'https://example.com/';
      return start + text(length - start.length);
    };
    expect(await v2('PATCH', '/me', { token, body: { website: address(201) } })).toEqual(
      refused(MOCK_MESSAGES.websiteTooLong),
    );
    expect(
      await call('POST', '/users/edit', { token, body: { userData: { website: address(201) } } }),
    ).toEqual(refused(MOCK_MESSAGES.websiteTooLong));
    expect(await v2('PATCH', '/me', { token, body: { avatarURL: address(501) } })).toEqual(
      refused(MOCK_MESSAGES.avatarTooLong),
    );
    expect(
      await call('POST', '/users/edit', { token, body: { bio: emoji(LIMITS.bio + 1) } }),
    ).toEqual(refused(MOCK_MESSAGES.bioTooLong));

    const saved = await v2('PATCH', '/me', {
      token,
      body: { bio: emoji(160), website: address(200) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ user: { bio: emoji(160), website: address(200) } });
  });

  it('a website must still be an http(s) address, however short', async () => {
    const token = await tokenOf('guest');
    expect(await v2('PATCH', '/me', { token, body: { website: 'ftp://x.y' } })).toEqual(
      refused(MOCK_MESSAGES.badWebsite),
    );
  });
});

describe('sign-up', () => {
  it.each([
    ['too short', 'ab'],
    ['too long', text(31)],
    ['a space', 'two words'],
    ['an @', 'me@home'],
    ['a right-to-left override', 'evil\u202Eman'],
    ['a left-to-right isolate', 'a\u2066bc'],
    ['a control character', 'bell\u0007'],
  ])('refuses a username with %s, on both APIs', async (_name, username) => {
    expect(await v2('POST', '/auth/signup', { body: signupBody({ username }) })).toEqual(
      refused(MOCK_MESSAGES.badUsername),
    );
    expect(await call('POST', '/auth/signup', { body: signupBody({ username }) })).toEqual(
      refused(MOCK_MESSAGES.badUsername),
    );
  });

  it('takes a username of letters in any script, digits, ".", "_" and "-", trimmed', async () => {
    const suffix = `${made}${Date.now() % 1000}`;
    const answer = await v2('POST', '/auth/signup', {
      body: signupBody({ username: ` a.b_c-${suffix} ` }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ user: { username: `a.b_c-${suffix}` } });
    const script = await call('POST', '/auth/signup', {
      body: signupBody({ username: `Ærøskøbing.${suffix}` }),
    });
    expect(script.status).toBe(201);
    const longest = `${suffix}${text(LIMITS.usernameMax - suffix.length)}`;
    expect(
      (await v2('POST', '/auth/signup', { body: signupBody({ username: longest }) })).status,
    ).toBe(201);
  });

  it('refuses a password under 8 characters, and takes 8, on both APIs', async () => {
    expect(await v2('POST', '/auth/signup', { body: signupBody({ password: '1234567' }) })).toEqual(
      refused(MOCK_MESSAGES.shortPassword),
    );
    expect(await call('POST', '/auth/signup', { body: signupBody({ password: 'abc' }) })).toEqual(
      refused(MOCK_MESSAGES.shortPassword),
    );
    // Eight characters, though sixteen UTF-16 units: counted as the schema counts them.
    expect(
      (await v2('POST', '/auth/signup', { body: signupBody({ password: emoji(7) }) })).status,
    ).toBe(400);
    expect(
      (await v2('POST', '/auth/signup', { body: signupBody({ password: '12345678' }) })).status,
    ).toBe(201);
  });

  it('refuses a password over 128 characters, and takes 128, on both APIs', async () => {
    expect(await v2('POST', '/auth/signup', { body: signupBody({ password: text(129) }) })).toEqual(
      refused(MOCK_MESSAGES.longPassword),
    );
    expect(
      await call('POST', '/auth/signup', { body: signupBody({ password: text(129) }) }),
    ).toEqual(refused(MOCK_MESSAGES.longPassword));
    expect(
      (await v2('POST', '/auth/signup', { body: signupBody({ password: emoji(128) }) })).status,
    ).toBe(201);
  });

  it('refuses a name over 50 characters, in either spelling, on both APIs', async () => {
    expect(await v2('POST', '/auth/signup', { body: signupBody({ firstName: text(51) }) })).toEqual(
      refused(MOCK_MESSAGES.nameTooLong),
    );
    expect(
      await call('POST', '/auth/signup', { body: signupBody({ lastName: emoji(51) }) }),
    ).toEqual(refused(MOCK_MESSAGES.nameTooLong));
    expect(await v2('POST', '/auth/signup', { body: signupBody({ firstname: text(51) }) })).toEqual(
      refused(MOCK_MESSAGES.nameTooLong),
    );
    expect(
      (await v2('POST', '/auth/signup', { body: signupBody({ firstName: emoji(50) }) })).status,
    ).toBe(201);
  });

  it.each([
    ['a right-to-left override', 'a\u202Eb'],
    ['a newline', 'Ada\n'],
    ['a tab', 'A\tda'],
    ['a C1 control', 'A\u0085da'],
  ])('refuses a name with %s, on both APIs', async (_name, name) => {
    expect(await call('POST', '/auth/signup', { body: signupBody({ lastName: name }) })).toEqual(
      refused(MOCK_MESSAGES.badName),
    );
    expect(await v2('POST', '/auth/signup', { body: signupBody({ firstName: name }) })).toEqual(
      refused(MOCK_MESSAGES.badName),
    );
  });

  it('refuses an email over 200 characters', async () => {
    const email = `${text(LIMITS.email - 11)}@example.com`;
    expect(await v2('POST', '/auth/signup', { body: signupBody({ email }) })).toEqual(
      refused(MOCK_MESSAGES.emailTooLong),
    );
  });
});

describe('logging in is not bound by the rules for new accounts', () => {
  it('a seeded account logs in with its own password, on both APIs', async () => {
    expect(
      (await v2('POST', '/auth/login', { body: { username: 'guest', password: 'murmur-guest' } }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', '/auth/login', { body: { username: 'guest', password: 'murmur-guest' } }))
        .status,
    ).toBe(200);
  });

  it('a password over 1,024 characters is refused as too long, before it is compared', async () => {
    const body = { username: 'guest', password: text(LIMITS.loginPasswordMax + 1) };
    expect(await v2('POST', '/auth/login', { body })).toEqual(
      refused(MOCK_MESSAGES.longLoginPassword),
    );
    expect(await call('POST', '/auth/login', { body })).toEqual(
      refused(MOCK_MESSAGES.longLoginPassword),
    );
  });

  it('a short password or an odd username is simply wrong or unknown, not refused as a form', async () => {
    expect(
      (await v2('POST', '/auth/login', { body: { username: 'guest', password: 'abc' } })).status,
    ).toBe(401);
    expect(
      (await v2('POST', '/auth/login', { body: { username: 'x y', password: 'long enough' } }))
        .status,
    ).toBe(404);
  });
});
