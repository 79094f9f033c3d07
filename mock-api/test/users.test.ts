/** Users, profile edits and follows. */
import { v1Auth, v1Posts, v1Users } from '@murmur/testing';
import { LIMITS, type FollowResponse, type UserResponse } from '@murmur/contract';
import type { ProfileUpdate } from '@murmur/contract';
import {
  call,
  expectRefusal,
  isRecent,
  tokenOf,
  usernamesOf,
  withMockApi,
} from './support/mock-api';

withMockApi();

const SUMMARY_KEYS = ['_id', 'avatarURL', 'firstName', 'lastName', 'username'];
/** Where a client may put a profile edit's fields (spec §7, and the original client). */
const SHAPES: [string, (fields: object) => object][] = [
  ['userData', (fields) => ({ userData: fields })],
  ['userDetails', (fields) => ({ userDetails: fields })],
  ['the top level of the body', (fields) => fields],
];
const profile = (changes: Partial<ProfileUpdate> = {}): ProfileUpdate => ({
  bio: 'New bio',
  website: 'https://example.com/me',
  avatarURL: '',
  ...changes,
});

describe('reading users', () => {
  it('lists the six seed users without private fields, follows as summaries', async () => {
    const { users } = await v1Users.getAll();
    expect(usernamesOf(users)).toEqual([
      'guest',
      'maya.solberg',
      'theo_brandt',
      'priya.bakes',
      'jonas_wren',
      'lena.arcos',
    ]);
    for (const user of users) {
      expect(user.email).toBe('');
      expect(user.bookmarks).toEqual([]);
      for (const summary of [...user.followers, ...user.following]) {
        expect(Object.keys(summary).sort()).toEqual(SUMMARY_KEYS);
      }
    }
    expect(usernamesOf(users[1]?.followers ?? [])).toEqual(['guest', 'theo_brandt', 'priya.bakes']);
  });

  it('answers one user by username, and 404 for an unknown one', async () => {
    const { user } = await v1Users.getOne('jonas_wren');
    expect(user).toMatchObject({
      _id: 'user-jonas',
      firstName: 'Jonas',
      bio: 'Backyard astronomer. Clouds are my nemesis.',
      website: 'https://example.org/skylog',
    });
    await expectRefusal(v1Users.getOne('nobody-here'), 404, 'User not found');
  });
});

describe('editing the profile', () => {
  it('changes bio, website and avatarURL, answers 201 with the full own record', async () => {
    const token = await tokenOf('guest');
    const changes = profile({ avatarURL: 'http://localhost:8080/me.png' });
    const { status, body } = await call<UserResponse>('POST', '/users/edit', {
      token,
      body: { userData: changes },
    });

    expect(status).toBe(201);
    expect(body.user).toMatchObject({ ...changes, username: 'guest', email: 'guest@example.com' });
    expect(isRecent(body.user.updatedAt)).toBe(true);
    expect((await v1Users.getOne('guest')).user.bio).toBe('New bio');
  });

  it.each(SHAPES)('reads the fields from %s, and reads them back stored', async (_, shape) => {
    const token = await tokenOf('guest');
    const changes = profile({ avatarURL: 'https://example.com/guest.png' });
    const { status, body } = await call<UserResponse>('POST', '/users/edit', {
      token,
      body: shape(changes),
    });

    expect(status).toBe(201);
    expect(body.user).toMatchObject(changes);
    expect((await v1Users.getOne('guest')).user).toMatchObject(changes);
  });

  it.each(SHAPES)('ignores every other field in the body (%s)', async (_, shape) => {
    const token = await tokenOf('guest');
    const answer = await call('POST', '/users/edit', {
      token,
      body: shape({
        ...profile(),
        username: 'admin',
        _id: 'user-maya',
        password: 'hijacked',
        firstName: 'Mallory',
        followers: [],
        following: [],
      }),
    });
    expect(answer.status).toBe(201);

    const { user } = await v1Users.getOne('guest');
    expect(user).toMatchObject({ _id: 'user-guest', firstName: 'Guest', bio: 'New bio' });
    expect(usernamesOf(user.following)).toEqual(['maya.solberg', 'theo_brandt']);
    expect(usernamesOf(user.followers)).toEqual(['maya.solberg']);
    await expect(
      v1Auth.login({ username: 'guest', password: 'murmur-guest' }),
    ).resolves.toBeDefined();
    await expectRefusal(v1Users.getOne('admin'), 404, 'User not found');
  });

  it('reads one place only: userData, else userDetails, else the top level', async () => {
    const token = await tokenOf('jonas');
    const seed = (await v1Users.getOne('jonas_wren')).user;
    const edit = async (body: unknown) => {
      expect((await call('POST', '/users/edit', { token, body })).status).toBe(201);
      const { bio, website, avatarURL } = (await v1Users.getOne('jonas_wren')).user;
      return { bio, website, avatarURL };
    };

    expect(
      await edit({
        userData: { bio: 'From userData' },
        userDetails: { bio: 'From userDetails', website: '' },
        bio: 'From the top',
        avatarURL: 'https://example.com/top.png',
      }),
    ).toEqual({ bio: 'From userData', website: seed.website, avatarURL: seed.avatarURL });

    expect(
      await edit({
        userData: { username: 'not editable' },
        userDetails: { website: 'https://example.com/details' },
        bio: 'From the top',
      }),
    ).toEqual({
      bio: 'From userData',
      website: 'https://example.com/details',
      avatarURL: seed.avatarURL,
    });

    expect(await edit({ userData: {}, userDetails: 'not fields', bio: 'From the top' })).toEqual({
      bio: 'From the top',
      website: 'https://example.com/details',
      avatarURL: seed.avatarURL,
    });
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['an empty userData', { userData: {} }],
    ['an empty userDetails', { userDetails: {} }],
    ['userData as text', { userData: 'New bio' }],
    ['only fields that never change', { userData: { username: 'admin' }, firstName: 'Mallory' }],
  ])(
    'refuses an edit with nothing to change (%s) with 400, and changes nothing',
    async (_, body) => {
      const token = await tokenOf('guest');
      const before = (await v1Users.getOne('guest')).user;

      expect(await call('POST', '/users/edit', { token, body })).toEqual({
        status: 400,
        body: {
          errors: ['Nothing to change: send bio, website or avatarURL to edit the profile.'],
        },
      });
      expect((await v1Users.getOne('guest')).user).toEqual(before);
    },
  );

  it.each(SHAPES)('refuses a bio that is not text, sent in %s', async (_, shape) => {
    const token = await tokenOf('guest');
    expect(await call('POST', '/users/edit', { token, body: shape({ bio: 42 }) })).toEqual({
      status: 400,
      body: { errors: ['Bio must be text.'] },
    });
  });

  it('keeps a field the body leaves out', async () => {
    const token = await tokenOf('jonas');
    const { status, body } = await call<UserResponse>('POST', '/users/edit', {
      token,
      body: { userData: { bio: 'Only the bio' } },
    });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ bio: 'Only the bio', website: 'https://example.org/skylog' });
  });

  it('stores a Unicode bio of the longest length allowed whole', async () => {
    const token = await tokenOf('guest');
    // Counted in characters (code points): the emoji are two UTF-16 units each.
    const bio = [...'Здравствуйте 👋🏽 '.repeat(20)].slice(0, LIMITS.bio).join('');
    const { user } = await v1Users.edit(token, profile({ bio }));
    expect(user.bio).toBe(bio);
  });

  it.each(['javascript:alert(1)', 'ftp://example.com', 'example.com', 'not a url'])(
    'refuses the website %p with 400',
    async (website) => {
      const token = await tokenOf('guest');
      await expectRefusal(
        v1Users.edit(token, profile({ website })),
        400,
        'Website must be an http:// or https:// address.',
      );
    },
  );

  it('refuses an avatar address that is not http(s)', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(
      v1Users.edit(token, profile({ avatarURL: 'data:image/png;base64,AAAA' })),
      400,
      'Avatar URL must be an http:// or https:// address.',
    );
  });

  it('accepts empty website and avatar', async () => {
    const token = await tokenOf('jonas');
    const { user } = await v1Users.edit(token, profile({ website: '', avatarURL: '' }));
    expect(user).toMatchObject({ website: '', avatarURL: '' });
  });

  it('a new avatar shows on the user’s posts, likes and in other users’ follow lists', async () => {
    const token = await tokenOf('guest');
    const avatarURL = 'https://example.com/guest.png';
    await v1Users.edit(token, profile({ avatarURL }));

    const { post: ownPost } = await v1Posts.getOne('post-4');
    expect(ownPost.avatarURL).toBe(avatarURL);
    const { post: likedPost } = await v1Posts.getOne('post-2');
    expect(likedPost.likes.likedBy.find((u) => u.username === 'guest')?.avatarURL).toBe(avatarURL);
    const { user: maya } = await v1Users.getOne('maya.solberg');
    expect(maya.followers.find((u) => u.username === 'guest')?.avatarURL).toBe(avatarURL);
  });
});

describe('follow and unfollow', () => {
  it('follow answers 200 with both users updated', async () => {
    const token = await tokenOf('guest');
    const { status, body } = await call<FollowResponse>('POST', '/users/follow/user-priya', {
      token,
    });

    expect(status).toBe(200);
    expect(body.user.username).toBe('guest');
    expect(usernamesOf(body.user.following)).toEqual([
      'maya.solberg',
      'theo_brandt',
      'priya.bakes',
    ]);
    expect(body.followUser.username).toBe('priya.bakes');
    expect(usernamesOf(body.followUser.followers)).toEqual([
      'maya.solberg',
      'jonas_wren',
      'lena.arcos',
      'guest',
    ]);
    expect(isRecent(body.followUser.updatedAt)).toBe(true);
    const { user: priya } = await v1Users.getOne('priya.bakes');
    expect(usernamesOf(priya.followers)).toContain('guest');
  });

  it('following twice is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Users.follow(token, 'user-maya'), 400, 'User Already following');
  });

  it('unfollow removes both sides', async () => {
    const token = await tokenOf('guest');
    const { user, followUser } = await v1Users.unfollow(token, 'user-theo');
    expect(usernamesOf(user.following)).toEqual(['maya.solberg']);
    expect(usernamesOf(followUser.followers)).toEqual(['maya.solberg', 'jonas_wren']);
  });

  it('unfollowing someone not followed is refused with the §8 message', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Users.unfollow(token, 'user-jonas'), 400, 'User already not following');
  });

  it('refuses to follow oneself, and answers 404 for an unknown user', async () => {
    const token = await tokenOf('guest');
    await expectRefusal(v1Users.follow(token, 'user-guest'), 400, 'You cannot follow yourself.');
    await expectRefusal(v1Users.follow(token, 'user-999'), 404, 'User not found');
    await expectRefusal(v1Users.unfollow(token, 'user-999'), 404, 'User not found');
  });
});
