/** Every write call refuses a missing, garbage, tampered or orphaned token, and changes nothing. */
import { v1Auth, v1Bookmarks, v1Comments, v1Posts, v1Users } from '@murmur/testing';
import { expectRefusal, tokenOf, withMockApi } from './support/mock-api';
import { SHORT_LIVED, base64url, foreignToken, tamperedToken } from './support/forgedTokens';

const mock = withMockApi();

const NOT_REGISTERED = 'The username you entered is not Registered. Not Found error';
const INVALID_TOKEN = 'The token is invalid. Unauthorized access error.';
const profile = { bio: 'x', website: '', avatarURL: '' };

const WRITES: [string, (token: string) => Promise<unknown>][] = [
  ['create post', (t) => v1Posts.create(t, 'x')],
  ['edit post', (t) => v1Posts.edit(t, 'post-4', 'x')],
  ['delete post', (t) => v1Posts.remove(t, 'post-4')],
  ['like', (t) => v1Posts.like(t, 'post-1')],
  ['dislike', (t) => v1Posts.dislike(t, 'post-2')],
  ['add comment', (t) => v1Comments.add(t, 'post-2', 'x')],
  ['edit comment', (t) => v1Comments.edit(t, 'post-2', 'comment-2', 'x')],
  ['delete comment', (t) => v1Comments.remove(t, 'post-2', 'comment-2')],
  ['upvote', (t) => v1Comments.upvote(t, 'post-2', 'comment-1')],
  ['downvote', (t) => v1Comments.downvote(t, 'post-2', 'comment-1')],
  ['edit profile', (t) => v1Users.edit(t, profile)],
  ['follow', (t) => v1Users.follow(t, 'user-priya')],
  ['unfollow', (t) => v1Users.unfollow(t, 'user-theo')],
  ['list bookmarks', (t) => v1Bookmarks.getAll(t)],
  ['add bookmark', (t) => v1Bookmarks.add(t, 'post-1')],
  ['remove bookmark', (t) => v1Bookmarks.remove(t, 'post-16')],
];

/** A well-signed token of a user who no longer exists (signed up, then the data was reset). */
async function orphanedToken(): Promise<string> {
  const { encodedToken } = await v1Auth.signup(SHORT_LIVED);
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
    const { posts } = await v1Posts.create(`Bearer ${token}`, 'Sent with Bearer');
    expect(posts[0]).toMatchObject({ content: 'Sent with Bearer', username: 'guest' });
  });

  it('a refused write changes nothing', async () => {
    await expectRefusal(v1Posts.create(await tamperedToken(), 'x'), 401, INVALID_TOKEN);
    await expectRefusal(v1Posts.remove('', 'post-4'), 404, NOT_REGISTERED);
    const { posts } = await v1Posts.getAll();
    expect(posts).toHaveLength(22);
    expect(posts.some((post) => post._id === 'post-4')).toBe(true);
  });

  it('refuses an unsigned ("alg": "none") token with 401', async () => {
    const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url(JSON.stringify({ _id: 'user-maya', username: 'maya.solberg' }));
    await expectRefusal(v1Posts.create(`${header}.${payload}.`, 'x'), 401, INVALID_TOKEN);
  });
});
