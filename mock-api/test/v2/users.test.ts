/**
 * `/api/v2` users: profiles with counts and the viewer's relation, followers and following (the
 * newest first), follows that answer both users they changed, and suggestions of people to follow.
 */
import { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
import type { Author, FollowAnswer, ProfileAnswer, SuggestionsAnswer } from '@murmur/contract';
import { tokenOf, withMockApi } from '../support/mock-api';
import {
  allPages,
  expectAuthor,
  expectOwnProfile,
  expectProfile,
  pageAfter,
  pageAt,
  refused,
  seedAuthor,
  usernamesOf,
  v2,
  v2Ok,
  withPaging,
} from '../support/v2';

withMockApi();

const profileOf = async (username: string, token?: string) =>
  (await v2Ok<ProfileAnswer>('GET', `/users/${username}`, 200, { token })).user;

const follow = (token: string, username: string) =>
  v2<FollowAnswer>('POST', `/users/${username}/follow`, { token });
const unfollow = (token: string, username: string) =>
  v2<FollowAnswer>('DELETE', `/users/${username}/follow`, { token });

const signup = (username: string) =>
  v2Ok<{ token: string }>('POST', '/auth/signup', 201, {
    body: { username, password: 'open sesame', firstName: 'New', lastName: 'Person' },
  });

describe('a profile', () => {
  it('answers the user with counts instead of lists, and no email', async () => {
    const answer = await v2<ProfileAnswer>('GET', '/users/maya.solberg');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['user']);
    expectProfile(answer.body.user);
    expect(answer.body.user).toMatchObject({
      ...seedAuthor('maya'),
      bio: 'Potter. The kiln fires on Sundays; the glazes surprise me on Mondays.',
      website: 'https://example.com/maya-makes',
      followerCount: 3,
      followingCount: 3,
      followedByMe: false,
    });
    expect(await profileOf('jonas_wren')).toMatchObject({ followerCount: 1, followingCount: 3 });
    expect(await profileOf('lena.arcos')).toMatchObject({ followerCount: 2, followingCount: 1 });
  });

  it('says whether the viewer follows the user: never for oneself', async () => {
    const token = await tokenOf('guest');
    expect((await profileOf('maya.solberg', token)).followedByMe).toBe(true);
    expect((await profileOf('priya.bakes', token)).followedByMe).toBe(false);
    const self = await profileOf('guest', token);
    expectProfile(self);
    expect(self).toMatchObject({ followedByMe: false, followerCount: 1, followingCount: 2 });
  });

  it('answers 404 for an unknown user', async () => {
    expect(await v2('GET', '/users/nobody-here')).toEqual(refused(404, MOCK_MESSAGES.userNotFound));
  });
});

describe('followers and following', () => {
  it('answer authors, the newest follow first', async () => {
    const followers = await pageAt<Author>('/users/maya.solberg/followers');
    followers.items.forEach(expectAuthor);
    expect(followers.items).toEqual((['priya', 'theo', 'guest'] as const).map(seedAuthor));
    expect(followers.nextCursor).toBeNull();

    const following = await pageAt<Author>('/users/jonas_wren/following');
    following.items.forEach(expectAuthor);
    expect(following.items).toEqual((['lena', 'priya', 'theo'] as const).map(seedAuthor));
    expect(usernamesOf((await pageAt<Author>('/users/theo_brandt/followers')).items)).toEqual([
      'jonas_wren',
      'maya.solberg',
      'guest',
    ]);
  });

  it('are empty pages for a new user, and 404 for an unknown one', async () => {
    await signup('new_person');
    for (const list of ['followers', 'following']) {
      expect(await pageAt<Author>(`/users/new_person/${list}`)).toEqual({
        items: [],
        nextCursor: null,
      });
      expect(await v2('GET', `/users/nobody-here/${list}`)).toEqual(
        refused(404, MOCK_MESSAGES.userNotFound),
      );
    }
  });

  it('page without repeating or skipping while people follow and unfollow', async () => {
    const first = await pageAt<Author>('/users/maya.solberg/followers', { limit: 1 });
    expect(usernamesOf(first.items)).toEqual(['priya.bakes']);

    // Priya unfollows and follows again (a new follow, at the top); Lena follows too.
    const priya = await tokenOf('priya');
    await unfollow(priya, 'maya.solberg');
    await follow(priya, 'maya.solberg');
    await follow(await tokenOf('lena'), 'maya.solberg');

    const second = await pageAfter(first, '/users/maya.solberg/followers', { limit: 1 });
    expect(usernamesOf(second.items)).toEqual(['theo_brandt']);
    const third = await pageAfter(second, '/users/maya.solberg/followers', { limit: 5 });
    expect(third).toEqual({ items: [seedAuthor('guest')], nextCursor: null });

    const fresh = await allPages<Author>('/users/maya.solberg/followers', { limit: 2 });
    expect(usernamesOf(fresh.items)).toEqual(['lena.arcos', 'priya.bakes', 'theo_brandt', 'guest']);
  });
});

describe('following someone', () => {
  it('answers both users it changed: the viewer and the followed, with their counts', async () => {
    const token = await tokenOf('guest');
    const answer = await follow(token, 'priya.bakes');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['me', 'user']);
    expectOwnProfile(answer.body.me);
    expectProfile(answer.body.user);
    expect(answer.body.me).toMatchObject({
      username: 'guest',
      email: 'guest@example.com',
      followingCount: 3,
      followerCount: 1,
      followedByMe: false,
    });
    expect(answer.body.user).toMatchObject({
      username: 'priya.bakes',
      followerCount: 4,
      followingCount: 2,
      followedByMe: true,
    });
    expect(await profileOf('priya.bakes', token)).toEqual(answer.body.user);
    expect(usernamesOf((await pageAt<Author>('/users/guest/following')).items)).toEqual([
      'priya.bakes',
      'theo_brandt',
      'maya.solberg',
    ]);
    expect(usernamesOf((await pageAt<Author>('/users/priya.bakes/followers')).items)[0]).toBe(
      'guest',
    );
  });

  it('refuses someone already followed with the §8 message', async () => {
    const token = await tokenOf('guest');
    expect(await follow(token, 'maya.solberg')).toEqual(
      refused(400, SPEC_MESSAGES.alreadyFollowing),
    );
    expect((await profileOf('maya.solberg')).followerCount).toBe(3);
  });

  it('refuses oneself with 400, and an unknown user with 404', async () => {
    const token = await tokenOf('guest');
    expect(await follow(token, 'guest')).toEqual(refused(400, MOCK_MESSAGES.followSelf));
    expect(await follow(token, 'nobody-here')).toEqual(refused(404, MOCK_MESSAGES.userNotFound));
  });
});

describe('unfollowing someone', () => {
  it('answers both users with their counts down', async () => {
    const token = await tokenOf('guest');
    const answer = await unfollow(token, 'theo_brandt');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['me', 'user']);
    expect(answer.body.me).toMatchObject({ username: 'guest', followingCount: 1 });
    expect(answer.body.user).toMatchObject({
      username: 'theo_brandt',
      followerCount: 2,
      followedByMe: false,
    });
    expect(usernamesOf((await pageAt<Author>('/users/theo_brandt/followers')).items)).toEqual([
      'jonas_wren',
      'maya.solberg',
    ]);
  });

  it('refuses someone not followed with the §8 message', async () => {
    const token = await tokenOf('guest');
    expect(await unfollow(token, 'priya.bakes')).toEqual(refused(400, SPEC_MESSAGES.notFollowing));
  });

  it('refuses oneself with 400, and an unknown user with 404', async () => {
    const token = await tokenOf('guest');
    expect(await unfollow(token, 'guest')).toEqual(refused(400, MOCK_MESSAGES.followSelf));
    expect(await unfollow(token, 'nobody-here')).toEqual(refused(404, MOCK_MESSAGES.userNotFound));
  });
});

describe('suggestions', () => {
  const suggestionsFor = async (token: string, limit?: number) =>
    v2Ok<SuggestionsAnswer>('GET', withPaging('/suggestions', { limit }), 200, { token });

  it('are the people the viewer does not follow, never the viewer, the newest first', async () => {
    const answer = await suggestionsFor(await tokenOf('guest'));
    expect(Object.keys(answer)).toEqual(['items']);
    answer.items.forEach(expectProfile);
    expect(usernamesOf(answer.items)).toEqual(['lena.arcos', 'jonas_wren', 'priya.bakes']);
    expect(answer.items.every((user) => !user.followedByMe)).toBe(true);
    expect(answer.items[2]).toMatchObject({ followerCount: 3, followingCount: 2 });

    const jonas = await suggestionsFor(await tokenOf('jonas'));
    expect(usernamesOf(jonas.items)).toEqual(['maya.solberg', 'guest']);
  });

  it('are at most `limit`', async () => {
    const token = await tokenOf('guest');
    expect(usernamesOf((await suggestionsFor(token, 2)).items)).toEqual([
      'lena.arcos',
      'jonas_wren',
    ]);
    expect((await suggestionsFor(token, 1)).items).toHaveLength(1);
  });

  it('take in a new user first, and leave out one just followed', async () => {
    await signup('newcomer');
    const token = await tokenOf('guest');
    await follow(token, 'lena.arcos');
    expect(usernamesOf((await suggestionsFor(token)).items)).toEqual([
      'newcomer',
      'jonas_wren',
      'priya.bakes',
    ]);
  });

  it('are empty once the viewer follows everyone', async () => {
    const token = await tokenOf('guest');
    for (const username of ['priya.bakes', 'jonas_wren', 'lena.arcos']) {
      await v2Ok('POST', `/users/${username}/follow`, 200, { token });
    }
    expect(await suggestionsFor(token)).toEqual({ items: [] });
  });

  it('refuse a bad limit with 400, and need a token', async () => {
    const token = await tokenOf('guest');
    expect(await v2('GET', '/suggestions?limit=0', { token })).toEqual(
      refused(400, MOCK_MESSAGES.badLimit),
    );
    expect(await v2('GET', '/suggestions?limit=101', { token })).toEqual(
      refused(400, MOCK_MESSAGES.badLimit),
    );
    expect(await v2('GET', '/suggestions')).toEqual(refused(404, SPEC_MESSAGES.unknownUser));
  });
});
