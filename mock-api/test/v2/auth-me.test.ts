/**
 * `/api/v2` sessions and one's own profile: login and signup answer the own profile (email, counts)
 * and a token; `GET /me` and `PATCH /me` (bio, website, avatar; at least one of them).
 */
import { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import type {
  Author,
  CommentView,
  OwnProfileAnswer,
  Page,
  PostView,
  SessionAnswer,
} from '@murmur/contract';
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { isRecent, tokenOf, withMockApi } from '../support/mock-api';
import { expectOwnProfile, pageAt, refused, seedAuthor, v2, v2Ok } from '../support/v2';

withMockApi();

const GUEST_OWN = {
  ...seedAuthor('guest'),
  email: 'guest@example.com',
  bio: 'Just looking around. Say hi!',
  website: '',
  followerCount: 1,
  followingCount: 2,
  followedByMe: false,
};

describe('login', () => {
  it('answers the own profile and a token that opens the signed-in calls', async () => {
    const answer = await v2<SessionAnswer>('POST', '/auth/login', { body: GUEST_CREDENTIALS });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['home', 'token', 'user']);
    expectOwnProfile(answer.body.user);
    expect(answer.body.user).toMatchObject(GUEST_OWN);
    const me = await v2Ok<OwnProfileAnswer>('GET', '/me', 200, { token: answer.body.token });
    expect(me.user).toEqual(answer.body.user);
    // The home feed's first page comes along, as the timeline itself answers it.
    const home = await v2Ok<Page<PostView>>('GET', '/timelines/home', 200, {
      token: answer.body.token,
    });
    expect(answer.body.home).toEqual(home);
  });

  it('matches the username regardless of case', async () => {
    const answer = await v2<SessionAnswer>('POST', '/auth/login', {
      body: { username: 'GUEST', password: GUEST_CREDENTIALS.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.username).toBe('guest');
  });

  it('refuses an unknown user with 404 and a wrong password with 401, with the §8 messages', async () => {
    expect(
      await v2('POST', '/auth/login', { body: { username: 'nobody-here', password: 'x' } }),
    ).toEqual(refused(404, SPEC_MESSAGES.unknownUser));
    expect(
      await v2('POST', '/auth/login', { body: { username: 'guest', password: 'wrong' } }),
    ).toEqual(refused(401, SPEC_MESSAGES.wrongPassword));
  });
});

describe('signup', () => {
  const newcomer = {
    username: 'new_one',
    password: 'a long secret',
    firstName: ' New ',
    lastName: 'One',
    email: 'new@example.com',
  };

  it('answers 201 with the new, empty profile and a token', async () => {
    const answer = await v2<SessionAnswer>('POST', '/auth/signup', { body: newcomer });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['home', 'token', 'user']);
    const { user, token } = answer.body;
    // Nobody followed and nothing written yet: an empty home feed.
    expect(answer.body.home).toEqual({ items: [], nextCursor: null });
    expectOwnProfile(user);
    expect(user).toMatchObject({
      username: 'new_one',
      firstName: 'New',
      lastName: 'One',
      email: 'new@example.com',
      avatarURL: '',
      bio: '',
      website: '',
      followerCount: 0,
      followingCount: 0,
      followedByMe: false,
    });
    expect(isRecent(user.createdAt)).toBe(true);
    expect((await v2Ok<OwnProfileAnswer>('GET', '/me', 200, { token })).user).toEqual(user);
    const login = await v2Ok<SessionAnswer>('POST', '/auth/login', 200, {
      body: { username: 'new_one', password: 'a long secret' },
    });
    expect(login.user.id).toBe(user.id);
  });

  it('refuses a taken username, in any case, with 422 and the §8 message', async () => {
    expect(await v2('POST', '/auth/signup', { body: { ...newcomer, username: 'Guest' } })).toEqual(
      refused(422, SPEC_MESSAGES.usernameTaken),
    );
  });

  it('refuses a blank username or password with 400', async () => {
    expect(await v2('POST', '/auth/signup', { body: { ...newcomer, username: ' ' } })).toEqual(
      refused(400, MOCK_MESSAGES.emptyUsername),
    );
    expect(await v2('POST', '/auth/signup', { body: { ...newcomer, password: '' } })).toEqual(
      refused(400, MOCK_MESSAGES.emptyPassword),
    );
  });
});

describe('GET /me', () => {
  it("answers the viewer's own profile, email included", async () => {
    const token = await tokenOf('guest');
    const answer = await v2<OwnProfileAnswer>('GET', '/me', { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['user']);
    expectOwnProfile(answer.body.user);
    expect(answer.body.user).toMatchObject(GUEST_OWN);
  });

  it('follows the counts after a follow', async () => {
    const token = await tokenOf('guest');
    await v2Ok('POST', '/users/lena.arcos/follow', 200, { token });
    await v2Ok('POST', '/users/guest/follow', 200, { token: await tokenOf('jonas') });
    const { user } = await v2Ok<OwnProfileAnswer>('GET', '/me', 200, { token });
    expect(user).toMatchObject({ followingCount: 3, followerCount: 2 });
  });

  it('needs a token', async () => {
    expect(await v2('GET', '/me')).toEqual(refused(404, SPEC_MESSAGES.unknownUser));
  });
});

describe('PATCH /me', () => {
  it('changes the fields sent and keeps the others', async () => {
    const token = await tokenOf('maya');
    const answer = await v2<OwnProfileAnswer>('PATCH', '/me', {
      token,
      body: { bio: 'Glaze chemist now.' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['user']);
    expectOwnProfile(answer.body.user);
    expect(answer.body.user).toMatchObject({
      username: 'maya.solberg',
      bio: 'Glaze chemist now.',
      website: 'https://example.com/maya-makes',
      followerCount: 3,
    });
    expect(isRecent(answer.body.user.updatedAt)).toBe(true);
    expect((await v2Ok<OwnProfileAnswer>('GET', '/me', 200, { token })).user).toEqual(
      answer.body.user,
    );

    const cleared = await v2Ok<OwnProfileAnswer>('PATCH', '/me', 200, {
      token,
      body: { website: '' },
    });
    expect(cleared.user).toMatchObject({ bio: 'Glaze chemist now.', website: '' });
  });

  it('changes nothing else: a username, names, email or counts in the body are ignored', async () => {
    const token = await tokenOf('guest');
    const { user } = await v2Ok<OwnProfileAnswer>('PATCH', '/me', 200, {
      token,
      body: {
        bio: 'New bio',
        username: 'hijack',
        firstName: 'Evil',
        email: 'evil@example.com',
        followerCount: 1000,
      },
    });
    expect(user).toMatchObject({ ...GUEST_OWN, bio: 'New bio' });
  });

  it('shows a new avatar wherever the user appears', async () => {
    const token = await tokenOf('guest');
    const avatarURL = 'https://example.com/guest.png';
    const { user } = await v2Ok<OwnProfileAnswer>('PATCH', '/me', 200, {
      token,
      body: { avatarURL },
    });
    expect(user.avatarURL).toBe(avatarURL);
    const author = { ...seedAuthor('guest'), avatarURL };

    const posts = await pageAt<PostView>('/users/guest/posts');
    expect(posts.items.map((post) => post.author)).toEqual([author, author, author]);
    const comments = await pageAt<CommentView>('/posts/post-2/comments');
    expect(comments.items[0]?.author).toEqual(author);
    const followers = await pageAt<Author>('/users/maya.solberg/followers');
    expect(followers.items).toContainEqual(author);
    const likers = await pageAt<Author>('/posts/post-16/likes');
    expect(likers.items).toContainEqual(author);
  });

  it('refuses a body with no field to change with 400: empty, or v1’s wrapped one', async () => {
    const token = await tokenOf('guest');
    for (const body of [{}, { userData: { bio: 'x' } }, { username: 'x' }]) {
      expect(await v2('PATCH', '/me', { token, body })).toEqual(
        refused(400, MOCK_MESSAGES.emptyProfileEdit),
      );
    }
    const { user } = await v2Ok<OwnProfileAnswer>('GET', '/me', 200, { token });
    expect(user.bio).toBe(GUEST_OWN.bio);
  });

  it('refuses a website or avatar that is not an http(s) address, and a bio that is not text', async () => {
    const token = await tokenOf('guest');
    expect(await v2('PATCH', '/me', { token, body: { website: 'javascript:alert(1)' } })).toEqual(
      refused(400, MOCK_MESSAGES.badWebsite),
    );
    expect(await v2('PATCH', '/me', { token, body: { avatarURL: 'not a url' } })).toEqual(
      refused(400, MOCK_MESSAGES.badAvatar),
    );
    expect(await v2('PATCH', '/me', { token, body: { bio: 42 } })).toEqual(
      refused(400, MOCK_MESSAGES.badText),
    );
  });

  it('needs a token', async () => {
    expect(await v2('PATCH', '/me', { body: { bio: 'x' } })).toEqual(
      refused(404, SPEC_MESSAGES.unknownUser),
    );
  });
});
