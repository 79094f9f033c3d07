/**
 * The spec's API, bounded as in production (SPEC_API_LIST_LIMIT): a crowd of accounts likes one
 * post, votes on one comment, follows one person, and one person bookmarks many posts, to make
 * every answer that holds them as big as the crowd. Each list inside an item holds the newest
 * members only, at the list limit, and login answers the newest bookmarks only; and the signed-in
 * person still finds themself where they liked, voted and followed, as the original client looks.
 */
import type { FastifyInstance } from 'fastify';
import { loginAs, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const NEWEST = 3;
const CROWD = 6;
let test: TestApp;
let app: FastifyInstance;
let guest: string;
const crowd: string[] = [];

interface Summary {
  username: string;
}
interface V1Post {
  _id: string;
  likes: { likedBy: Summary[]; dislikedBy: Summary[] };
  comments: { _id: string; votes: { upvotedBy: Summary[]; downvotedBy: Summary[] } }[];
}
interface V1User {
  username: string;
  followers: Summary[];
  following: Summary[];
  bookmarks: V1Post[];
}

const v2 = (method: 'POST', url: string, token: string) =>
  app.inject({ method, url: `/api/v2${url}`, headers: { authorization: `Bearer ${token}` } });
const get = async <T>(url: string, token?: string): Promise<T> => {
  const answer = await app.inject({ url, headers: token ? { authorization: token } : {} });
  expect(answer.statusCode).toBe(200);
  return answer.json() as T;
};
const names = (list: Summary[]) => list.map((entry) => entry.username);

let POST: string;
let commentId: string;
/** The person the crowd follows: made here, so that no one follows them yet. */
const POPULAR = 'popular-one';
let popularId: string;

beforeAll(async () => {
  test = await startTestApp({ specApiListLimit: NEWEST });
  app = test.app;
  guest = await loginAs(app, 'guest', 'murmur-guest');
  for (let i = 0; i < CROWD; i += 1) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/signup',
      payload: {
        username: `crowd-${i}`,
        password: 'crowd password',
        firstName: 'C',
        lastName: 'R',
      },
    });
    crowd.push((answer.json() as { token: string }).token);
  }
  const popular = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/signup',
    payload: { username: POPULAR, password: 'popular password', firstName: 'P', lastName: 'O' },
  });
  popularId = (popular.json() as { user: { id: string } }).user.id;
  // Maya's new post and her comment on it: no one has liked or voted on them yet.
  const maya = await loginAs(app, 'maya.solberg', 'kiln-on-sundays');
  const made = await app.inject({
    method: 'POST',
    url: '/api/v2/posts',
    headers: { authorization: `Bearer ${maya}` },
    payload: { content: 'the post everyone likes' },
  });
  POST = (made.json() as { post: { id: string } }).post.id;
  const commented = await app.inject({
    method: 'POST',
    url: `/api/v2/posts/${POST}/comments`,
    headers: { authorization: `Bearer ${maya}` },
    payload: { text: 'the comment everyone votes on' },
  });
  commentId = (commented.json() as { comment: { id: string } }).comment.id;
  // The guest first; then the crowd, each one newer.
  for (const token of [guest, ...crowd]) {
    expect((await v2('POST', `/posts/${POST}/like`, token)).statusCode).toBe(200);
    expect(
      (await v2('POST', `/posts/${POST}/comments/${commentId}/upvote`, token)).statusCode,
    ).toBe(200);
    expect((await v2('POST', `/users/${POPULAR}/follow`, token)).statusCode).toBe(200);
  }
});
afterAll(() => test.close());

it('a post read with no token lists its newest likers and voters only', async () => {
  const { post } = await get<{ post: V1Post }>(`/api/posts/${POST}`);
  expect(names(post.likes.likedBy)).toEqual(['crowd-3', 'crowd-4', 'crowd-5']);
  const comment = post.comments.find((each) => each._id === commentId)!;
  expect(names(comment.votes.upvotedBy)).toEqual(['crowd-3', 'crowd-4', 'crowd-5']);
  // Every post, the same bound.
  const { posts } = await get<{ posts: V1Post[] }>('/api/posts');
  for (const each of posts) expect(each.likes.likedBy.length).toBeLessThanOrEqual(NEWEST);
});

it('the signed-in person still finds their own like and vote, oldest though they are', async () => {
  const { post } = await get<{ post: V1Post }>(`/api/posts/${POST}`, guest);
  expect(names(post.likes.likedBy)).toEqual(['guest', 'crowd-3', 'crowd-4', 'crowd-5']);
  const comment = post.comments.find((each) => each._id === commentId)!;
  expect(names(comment.votes.upvotedBy)).toEqual(['guest', 'crowd-3', 'crowd-4', 'crowd-5']);
  // Every write answers every post with the writer kept too.
  const answer = await app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { authorization: guest },
    payload: { postData: { content: 'still liked by me' } },
  });
  const liked = (answer.json() as { posts: V1Post[] }).posts.find((each) => each._id === POST);
  expect(names(liked!.likes.likedBy)).toContain('guest');
});

it('a person’s followers: the newest only, and the signed-in follower kept', async () => {
  const anonymous = await get<{ user: V1User }>(`/api/users/${POPULAR}`);
  expect(names(anonymous.user.followers)).toEqual(['crowd-3', 'crowd-4', 'crowd-5']);
  const signedIn = await get<{ user: V1User }>(`/api/users/${POPULAR}`, guest);
  expect(names(signedIn.user.followers)).toEqual(['guest', 'crowd-3', 'crowd-4', 'crowd-5']);
  const { users } = await get<{ users: V1User[] }>('/api/users');
  for (const each of users) {
    expect(each.followers.length).toBeLessThanOrEqual(NEWEST);
    expect(each.following.length).toBeLessThanOrEqual(NEWEST);
  }
  // A follow answers the followed person with the follower in, and the follower's newest follows.
  const someone = crowd[0]!;
  await v2('POST', `/users/${POPULAR}/follow`, someone).then(() => undefined);
  const unfollow = await app.inject({
    method: 'POST',
    url: `/api/users/unfollow/${popularId}`,
    headers: { authorization: guest },
  });
  expect(unfollow.statusCode).toBe(200);
  expect(names((unfollow.json() as { followUser: V1User }).followUser.followers)).not.toContain(
    'guest',
  );
  const follow = await app.inject({
    method: 'POST',
    url: `/api/users/follow/${popularId}`,
    headers: { authorization: guest },
  });
  const { user, followUser } = follow.json() as { user: V1User; followUser: V1User };
  expect(names(followUser.followers)).toContain('guest');
  expect(names(user.following)).toContain(POPULAR);
});

it('login answers the newest bookmarks only, each bounded', async () => {
  const { posts } = await get<{ posts: V1Post[] }>('/api/posts');
  for (const post of posts.slice(0, NEWEST + 2)) {
    await v2('POST', `/posts/${post._id}/bookmark`, guest);
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'guest', password: 'murmur-guest' },
  });
  const { foundUser } = login.json() as { foundUser: V1User };
  expect(foundUser.bookmarks).toHaveLength(NEWEST);
  for (const post of foundUser.bookmarks) {
    expect(post.likes.likedBy.length).toBeLessThanOrEqual(NEWEST + 1);
    for (const comment of post.comments) {
      expect(comment.votes.upvotedBy.length).toBeLessThanOrEqual(NEWEST + 1);
    }
  }
});
