/** Login and signup through the real API client against the real Mirage server. */
import { v1Auth, v1Posts, v1Users } from '@murmur/testing';
import type { LoginResponse, SignupResponse } from '@murmur/contract';
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { call, expectRefusal, isRecent, usernamesOf, withMockApi } from './support/mock-api';

withMockApi();

const decodePart = (token: string, index: number) =>
  JSON.parse(atob((token.split('.')[index] ?? '').replace(/-/g, '+').replace(/_/g, '/')));

describe('login', () => {
  it('answers 200 with the guest record and a signed token naming the guest', async () => {
    const { status, body } = await call<LoginResponse>('POST', '/auth/login', {
      body: GUEST_CREDENTIALS,
    });

    expect(status).toBe(200);
    expect(body.foundUser).toMatchObject({
      _id: 'user-guest',
      username: 'guest',
      firstName: 'Guest',
      lastName: 'Visitor',
      email: 'guest@example.com',
      bio: 'Just looking around. Say hi!',
    });
    expect(usernamesOf(body.foundUser.following)).toEqual(['maya.solberg', 'theo_brandt']);
    expect(usernamesOf(body.foundUser.followers)).toEqual(['maya.solberg']);
    expect(body.foundUser.bookmarks.map((post) => post._id)).toEqual(['post-16']);
    expect(decodePart(body.encodedToken, 0)).toMatchObject({ alg: 'HS256' });
    expect(decodePart(body.encodedToken, 1)).toMatchObject({
      username: 'guest',
      _id: 'user-guest',
    });
  });

  it('finds the username regardless of case and surrounding spaces', async () => {
    const { foundUser } = await v1Auth.login({ username: '  GUEST ', password: 'murmur-guest' });
    expect(foundUser.username).toBe('guest');
  });

  it('refuses an unknown username with the §8 404 message', async () => {
    await expectRefusal(
      v1Auth.login({ username: 'nobody-here', password: 'x' }),
      404,
      'The username you entered is not Registered. Not Found error',
    );
  });

  it('refuses a wrong password with the §8 401 message', async () => {
    await expectRefusal(
      v1Auth.login({ username: 'guest', password: 'murmur-guest ' }),
      401,
      'The credentials you entered are invalid. Unauthorized access error.',
    );
  });

  it('treats a body without fields as an unknown user', async () => {
    const { status, body } = await call('POST', '/auth/login', { body: {} });
    expect({ status, body }).toEqual({
      status: 404,
      body: { errors: ['The username you entered is not Registered. Not Found error'] },
    });
  });
});

describe('signup', () => {
  const newcomer = {
    username: '  ada_l ',
    password: 'engine-notes',
    firstName: ' Ada ',
    lastName: 'Lark',
    email: 'ada@example.com',
  };

  it('answers 201 with an empty new user (username trimmed) and a token that works', async () => {
    const { status, body } = await call<SignupResponse>('POST', '/auth/signup', { body: newcomer });

    expect(status).toBe(201);
    const { createdUser, encodedToken } = body;
    expect(createdUser).toMatchObject({
      username: 'ada_l',
      firstName: 'Ada',
      lastName: 'Lark',
      email: 'ada@example.com',
      bio: '',
      website: '',
      avatarURL: '',
      followers: [],
      following: [],
      bookmarks: [],
    });
    expect(createdUser._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(isRecent(createdUser.createdAt)).toBe(true);
    expect(createdUser.updatedAt).toBe(createdUser.createdAt);

    const { posts } = await v1Posts.create(encodedToken, 'Hello from Ada');
    expect(posts[0]).toMatchObject({ content: 'Hello from Ada', username: 'ada_l' });
    const { user } = await v1Users.getOne('ada_l');
    expect(user.firstName).toBe('Ada');
  });

  it('keeps the names sent as firstname and lastname, as the sign-up form spells them', async () => {
    const { username, password, email } = newcomer;
    const { status, body } = await call<SignupResponse>('POST', '/auth/signup', {
      body: { username, password, email, firstname: ' Ada ', lastname: 'Lark' },
    });

    expect(status).toBe(201);
    expect(body.createdUser).toMatchObject({ firstName: 'Ada', lastName: 'Lark' });
    expect((await v1Users.getOne('ada_l')).user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lark',
    });
    const { posts } = await v1Posts.create(body.encodedToken, 'Signed with my name');
    expect(posts[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lark' });
  });

  it('reads firstName and lastName first when both spellings arrive, unless blank', async () => {
    const { username, password } = newcomer;
    const { body } = await call<SignupResponse>('POST', '/auth/signup', {
      body: {
        username,
        password,
        firstName: 'Ada',
        firstname: 'Other',
        lastName: ' ',
        lastname: 'Lark',
      },
    });
    expect(body.createdUser).toMatchObject({ firstName: 'Ada', lastName: 'Lark' });
  });

  it('lets the new user log in with the password they chose', async () => {
    await v1Auth.signup(newcomer);
    const { foundUser } = await v1Auth.login({ username: 'ada_l', password: 'engine-notes' });
    expect(foundUser.username).toBe('ada_l');
  });

  it('refuses a taken username, whatever its case, with the §8 422 message', async () => {
    await expectRefusal(
      v1Auth.signup({ ...newcomer, username: 'Maya.Solberg' }),
      422,
      'Unprocessable Entity. Username Already Exists.',
    );
  });

  it('refuses "bookmark", which the bookmarks call would shadow', async () => {
    await expectRefusal(
      v1Auth.signup({ ...newcomer, username: 'Bookmark' }),
      422,
      'Unprocessable Entity. Username Already Exists.',
    );
  });

  it('refuses a blank username with 400', async () => {
    await expectRefusal(
      v1Auth.signup({ ...newcomer, username: '   ' }),
      400,
      'Username cannot be empty.',
    );
  });

  it('refuses an empty password with 400', async () => {
    await expectRefusal(
      v1Auth.signup({ ...newcomer, password: '' }),
      400,
      'Password cannot be empty.',
    );
  });
});
