/**
 * The success status and top-level body of every call in spec §7 (the client hides statuses):
 * 201 for create and most writes; 200 for reads, login, follows and bookmark actions.
 */
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { answersEachRow, call, tokenOf, withMockApi, type StatusRow } from './support/mock-api';

withMockApi();

const signup = { username: 'new_one', password: 'open sesame', firstName: 'New', lastName: 'One' };
const postData = { postData: { content: 'Some words' } };
const commentData = { commentData: { text: 'Some words' } };
const userData = { userData: { bio: 'b', website: '', avatarURL: '' } };

const ROWS: StatusRow[] = [
  ['POST', '/auth/login', GUEST_CREDENTIALS, false, 200, ['encodedToken', 'foundUser']],
  ['POST', '/auth/signup', signup, false, 201, ['createdUser', 'encodedToken']],
  ['GET', '/posts', undefined, false, 200, ['posts']],
  ['GET', '/posts/post-1', undefined, false, 200, ['post']],
  ['GET', '/posts/user/guest', undefined, false, 200, ['posts']],
  ['POST', '/posts', postData, true, 201, ['posts']],
  ['POST', '/posts/edit/post-4', postData, true, 201, ['posts']],
  ['DELETE', '/posts/post-4', undefined, true, 201, ['posts']],
  ['POST', '/posts/like/post-1', {}, true, 201, ['posts']],
  ['POST', '/posts/dislike/post-2', {}, true, 201, ['posts']],
  ['GET', '/comments/post-2', undefined, false, 200, ['comments']],
  ['POST', '/comments/add/post-2', commentData, true, 201, ['posts']],
  ['DELETE', '/comments/edit/post-2/comment-2', commentData, true, 201, ['posts']],
  ['POST', '/comments/edit/post-2/comment-2', commentData, true, 201, ['posts']],
  ['DELETE', '/comments/delete/post-2/comment-2', undefined, true, 201, ['posts']],
  ['POST', '/comments/delete/post-2/comment-2', undefined, true, 201, ['posts']],
  ['POST', '/comments/upvote/post-2/comment-1', {}, true, 201, ['comments']],
  ['POST', '/comments/downvote/post-2/comment-1', {}, true, 201, ['comments']],
  ['GET', '/users', undefined, false, 200, ['users']],
  ['GET', '/users/maya.solberg', undefined, false, 200, ['user']],
  ['POST', '/users/edit', userData, true, 201, ['user']],
  ['GET', '/users/bookmark', undefined, true, 200, ['bookmarks']],
  ['POST', '/users/bookmark/post-1', {}, true, 200, ['bookmarks']],
  ['POST', '/users/remove-bookmark/post-16', {}, true, 200, ['bookmarks']],
  ['POST', '/users/follow/user-priya', {}, true, 200, ['followUser', 'user']],
  ['POST', '/users/unfollow/user-theo', {}, true, 200, ['followUser', 'user']],
];

answersEachRow(ROWS);

it('answers an unknown /api call with 404 and a message, not a crash', async () => {
  const answer = await call('GET', '/nothing/here');
  expect(answer).toEqual({ status: 404, body: { errors: ['There is no such API call.'] } });
  const post = await call('POST', '/posts/unknown/verb', { body: {} });
  expect(post.status).toBe(404);
});

it('refuses a body that is not JSON with 400', async () => {
  const token = await tokenOf('guest');
  const answer = await call('POST', '/posts', { token, rawBody: '{"postData": ' });
  expect(answer).toEqual({
    status: 400,
    body: { errors: ['The request body is not valid JSON.'] },
  });
});

it('Mirage waits for asynchronous rules: a token is signed, then verified on a write', async () => {
  const login = await call<{ encodedToken: string }>('POST', '/auth/login', {
    body: GUEST_CREDENTIALS,
  });
  expect(login.body.encodedToken.split('.')).toHaveLength(3);
  const like = await call('POST', '/posts/like/post-1', { token: login.body.encodedToken });
  expect(like.status).toBe(201);
});
