/**
 * `/api/v2` tokens, as in v1: a call that needs one refuses a missing, garbage, tampered
 * or orphaned token and changes nothing; a read that takes one optionally answers without it (as
 * signed out) but refuses one that does not verify, as a write would.
 */
import { SPEC_MESSAGES } from '@murmur/contract';
import type { PostView } from '@murmur/contract';
import { type HttpMethod, tokenOf, withMockApi } from '../support/mock-api';
import { SHORT_LIVED, foreignToken, tamperedToken } from '../support/forgedTokens';
import { allPages, idsOf, v2, v2Ok } from '../support/v2';

const mock = withMockApi();

type Call = [method: HttpMethod, path: string, body?: unknown];

const NEEDED: Call[] = [
  ['GET', '/me'],
  ['PATCH', '/me', { bio: 'x' }],
  ['GET', '/timelines/home'],
  ['GET', '/bookmarks'],
  ['GET', '/suggestions'],
  ['POST', '/users/priya.bakes/follow'],
  ['DELETE', '/users/theo_brandt/follow'],
  ['POST', '/posts', { content: 'x' }],
  ['PATCH', '/posts/post-4', { content: 'x' }],
  ['DELETE', '/posts/post-4'],
  ['POST', '/posts/post-1/like'],
  ['POST', '/posts/post-2/dislike'],
  ['POST', '/posts/post-1/bookmark'],
  ['DELETE', '/posts/post-16/bookmark'],
  ['POST', '/posts/post-2/comments', { text: 'x' }],
  ['PATCH', '/posts/post-2/comments/comment-2', { text: 'x' }],
  ['DELETE', '/posts/post-2/comments/comment-2'],
  ['POST', '/posts/post-2/comments/comment-1/upvote'],
  ['POST', '/posts/post-2/comments/comment-1/downvote'],
];

const OPTIONAL: string[] = [
  '/timelines/explore',
  '/users/maya.solberg',
  '/users/maya.solberg/posts',
  '/posts/post-2',
  '/posts/post-2/comments',
];

/** A well-signed token of a user who no longer exists (signed up, then the data was reset). */
async function orphanedToken(): Promise<string> {
  const { token } = await v2Ok<{ token: string }>('POST', '/auth/signup', 201, {
    body: SHORT_LIVED,
  });
  await mock.api.reset();
  return token;
}

interface Refusal {
  status: number;
  body: { errors: string[] };
}

const NOT_REGISTERED: Refusal = { status: 404, body: { errors: [SPEC_MESSAGES.unknownUser] } };
const INVALID: Refusal = { status: 401, body: { errors: [SPEC_MESSAGES.invalidToken] } };

const BAD_TOKENS: [string, () => Promise<string>, Refusal][] = [
  ['a garbage token', async () => 'not-a-token', NOT_REGISTERED],
  ['a token of a user who no longer exists', orphanedToken, NOT_REGISTERED],
  ['a tampered token', tamperedToken, INVALID],
  ['a token signed with another secret', foreignToken, INVALID],
];

/** Nothing a refused write could have touched has changed. */
async function expectSeedUntouched() {
  const { items } = await allPages<PostView>('/timelines/explore', { limit: 100 });
  expect(items).toHaveLength(22);
  const guest = await tokenOf('guest');
  const post2 = items.find((post) => post.id === 'post-2');
  expect(post2).toMatchObject({ likeCount: 3, commentCount: 2 });
  expect(idsOf((await allPages<PostView>('/bookmarks', { token: guest })).items)).toEqual([
    'post-16',
  ]);
  const me = await v2Ok<{ user: { bio: string; followingCount: number } }>('GET', '/me', 200, {
    token: guest,
  });
  expect(me.user).toMatchObject({ bio: 'Just looking around. Say hi!', followingCount: 2 });
}

describe.each(NEEDED)('%s %s needs a token', (method, path, body) => {
  it('without one: 404, not registered', async () => {
    expect(await v2(method, path, { body })).toEqual(NOT_REGISTERED);
    expect(await v2(method, path, { body, token: '' })).toEqual(NOT_REGISTERED);
  });

  it.each(BAD_TOKENS)('with %s: refused, and nothing changes', async (_name, make, refusal) => {
    expect(await v2(method, path, { body, token: await make() })).toEqual(refusal);
    await expectSeedUntouched();
  });

  it('takes the token with a "Bearer " prefix too', async () => {
    const answer = await v2(method, path, { body, token: `Bearer ${await tokenOf('guest')}` });
    expect(answer.status).toBeLessThan(300);
  });
});

describe.each(OPTIONAL)('GET %s takes a token optionally', (path) => {
  it('answers without one, and with an empty header, as signed out', async () => {
    expect((await v2('GET', path)).status).toBe(200);
    expect((await v2('GET', path, { token: '' })).status).toBe(200);
  });

  it.each(BAD_TOKENS)('refuses %s as a write would', async (_name, make, refusal) => {
    expect(await v2('GET', path, { token: await make() })).toEqual(refusal);
  });
});

it('a token from v1’s login opens v2, and one from v2 opens v1', async () => {
  const v1Token = await tokenOf('guest');
  expect((await v2('GET', '/me', { token: v1Token })).status).toBe(200);
  const { token } = await v2Ok<{ token: string }>('POST', '/auth/login', 200, {
    body: { username: 'guest', password: 'murmur-guest' },
  });
  const answer = await fetch('/api/users/bookmark', { headers: { authorization: token } });
  expect(answer.status).toBe(200);
});
