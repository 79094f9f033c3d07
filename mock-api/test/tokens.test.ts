/** Every write call refuses a missing, garbage, tampered or orphaned token, and changes nothing. */
import { SignJWT } from 'jose';
import {
  authApi,
  bookmarksApi,
  commentsApi,
  postsApi,
  usersApi,
} from '@murmur/core/src/api/endpoints';
import { expectRefusal, tokenOf, withMockApi } from './support/mock-api';

const mock = withMockApi();

const NOT_REGISTERED = 'The username you entered is not Registered. Not Found error';
const INVALID_TOKEN = 'The token is invalid. Unauthorized access error.';
const profile = { bio: 'x', website: '', avatarURL: '' };

const WRITES: [string, (token: string) => Promise<unknown>][] = [
  ['create post', (t) => postsApi.create(t, 'x')],
  ['edit post', (t) => postsApi.edit(t, 'post-4', 'x')],
  ['delete post', (t) => postsApi.remove(t, 'post-4')],
  ['like', (t) => postsApi.like(t, 'post-1')],
  ['dislike', (t) => postsApi.dislike(t, 'post-2')],
  ['add comment', (t) => commentsApi.add(t, 'post-2', 'x')],
  ['edit comment', (t) => commentsApi.edit(t, 'post-2', 'comment-2', 'x')],
  ['delete comment', (t) => commentsApi.remove(t, 'post-2', 'comment-2')],
  ['upvote', (t) => commentsApi.upvote(t, 'post-2', 'comment-1')],
  ['downvote', (t) => commentsApi.downvote(t, 'post-2', 'comment-1')],
  ['edit profile', (t) => usersApi.edit(t, profile)],
  ['follow', (t) => usersApi.follow(t, 'user-priya')],
  ['unfollow', (t) => usersApi.unfollow(t, 'user-theo')],
  ['list bookmarks', (t) => bookmarksApi.getAll(t)],
  ['add bookmark', (t) => bookmarksApi.add(t, 'post-1')],
  ['remove bookmark', (t) => bookmarksApi.remove(t, 'post-16')],
];

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The guest's real token with the payload rewritten to claim Maya; the signature no longer fits. */
async function tamperedToken(): Promise<string> {
  const [header, , signature] = (await tokenOf('guest')).split('.');
  const payload = base64url(JSON.stringify({ _id: 'user-maya', username: 'maya.solberg' }));
  return `${header}.${payload}.${signature}`;
}

function foreignToken(): Promise<string> {
  return new SignJWT({ _id: 'user-guest', username: 'guest' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('somebody else’s secret'));
}

/** A well-signed token of a user who no longer exists (signed up, then the data was reset). */
async function orphanedToken(): Promise<string> {
  const { encodedToken } = await authApi.signup({
    username: 'short-lived',
    password: 'pw',
    firstName: 'Short',
    lastName: 'Lived',
  });
  await mock.api.reset();
  return encodedToken;
}

describe.each(WRITES)('%s', (_name, write) => {
  it('without a token: 404, not registered', async () => {
    await expectRefusal(write(''), 404, NOT_REGISTERED);
  });

  it('with a garbage token: 404, not registered', async () => {
    await expectRefusal(write('not-a-token'), 404, NOT_REGISTERED);
  });

  it('with a token of a user who no longer exists: 404, not registered', async () => {
    await expectRefusal(write(await orphanedToken()), 404, NOT_REGISTERED);
  });

  it('with a tampered payload: 401, invalid token', async () => {
    await expectRefusal(write(await tamperedToken()), 401, INVALID_TOKEN);
  });

  it('with a token signed by another secret: 401, invalid token', async () => {
    await expectRefusal(write(await foreignToken()), 401, INVALID_TOKEN);
  });
});

describe('token handling', () => {
  it('accepts the token with a "Bearer " prefix', async () => {
    const token = await tokenOf('guest');
    const { posts } = await postsApi.create(`Bearer ${token}`, 'Sent with Bearer');
    expect(posts[0]).toMatchObject({ content: 'Sent with Bearer', username: 'guest' });
  });

  it('a refused write changes nothing', async () => {
    await expectRefusal(postsApi.create(await tamperedToken(), 'x'), 401, INVALID_TOKEN);
    await expectRefusal(postsApi.remove('', 'post-4'), 404, NOT_REGISTERED);
    const { posts } = await postsApi.getAll();
    expect(posts).toHaveLength(22);
    expect(posts.some((post) => post._id === 'post-4')).toBe(true);
  });

  it('refuses an unsigned ("alg": "none") token with 401', async () => {
    const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url(JSON.stringify({ _id: 'user-maya', username: 'maya.solberg' }));
    await expectRefusal(postsApi.create(`${header}.${payload}.`, 'x'), 401, INVALID_TOKEN);
  });
});
