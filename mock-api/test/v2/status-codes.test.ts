/**
 * The table of `/api/v2` (shared/contract/src/v2/types.ts), row by row: the success status and the
 * top-level fields of every call's answer. A write answers what it changed, never a list.
 */
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { MOCK_MESSAGES } from '@murmur/contract';
import { answersEachRow, tokenOf, withMockApi, type StatusRow } from '../support/mock-api';
import { v2 } from '../support/v2';

withMockApi();

const signup = { username: 'new_one', password: 'open sesame', firstName: 'New', lastName: 'One' };
const PAGE = ['items', 'nextCursor'];

const ROWS: StatusRow[] = [
  ['POST', '/auth/login', GUEST_CREDENTIALS, false, 200, ['home', 'token', 'user']],
  ['POST', '/auth/signup', signup, false, 201, ['home', 'token', 'user']],
  ['GET', '/me', undefined, true, 200, ['user']],
  ['PATCH', '/me', { bio: 'b' }, true, 200, ['user']],
  ['GET', '/timelines/home', undefined, true, 200, PAGE],
  ['GET', '/timelines/explore', undefined, false, 200, PAGE],
  ['GET', '/bookmarks', undefined, true, 200, PAGE],
  ['GET', '/suggestions', undefined, true, 200, ['items']],
  ['GET', '/users/maya.solberg', undefined, false, 200, ['user']],
  ['GET', '/users/maya.solberg/posts', undefined, false, 200, PAGE],
  ['GET', '/users/maya.solberg/followers', undefined, false, 200, PAGE],
  ['GET', '/users/maya.solberg/following', undefined, false, 200, PAGE],
  ['POST', '/users/priya.bakes/follow', undefined, true, 200, ['me', 'user']],
  ['DELETE', '/users/theo_brandt/follow', undefined, true, 200, ['me', 'user']],
  ['POST', '/posts', { content: 'Some words' }, true, 201, ['post']],
  ['GET', '/posts/post-1', undefined, false, 200, ['post']],
  ['PATCH', '/posts/post-4', { content: 'Other words' }, true, 200, ['post']],
  ['DELETE', '/posts/post-4', undefined, true, 200, ['id']],
  ['POST', '/posts/post-1/like', undefined, true, 200, ['post']],
  ['POST', '/posts/post-2/dislike', undefined, true, 200, ['post']],
  ['POST', '/posts/post-1/bookmark', undefined, true, 200, ['post']],
  ['DELETE', '/posts/post-16/bookmark', undefined, true, 200, ['post']],
  ['GET', '/posts/post-2/likes', undefined, false, 200, PAGE],
  ['GET', '/posts/post-2/comments', undefined, false, 200, PAGE],
  ['POST', '/posts/post-2/comments', { text: 'Some words' }, true, 201, ['comment', 'post']],
  ['PATCH', '/posts/post-2/comments/comment-2', { text: 'Other' }, true, 200, ['comment', 'post']],
  ['DELETE', '/posts/post-2/comments/comment-2', undefined, true, 200, ['commentId', 'post']],
  ['POST', '/posts/post-2/comments/comment-1/upvote', undefined, true, 200, ['comment']],
  ['POST', '/posts/post-2/comments/comment-1/downvote', undefined, true, 200, ['comment']],
];

answersEachRow(ROWS, '/v2');

it('answers an unknown /api/v2 call with 404 and a message', async () => {
  expect(await v2('GET', '/nothing/here')).toEqual({
    status: 404,
    body: { errors: [MOCK_MESSAGES.noRoute] },
  });
  expect((await v2('POST', '/posts/post-1/unknown-verb')).status).toBe(404);
  expect((await v2('PATCH', '/timelines/home')).status).toBe(404);
});

it('refuses a body that is not JSON with 400', async () => {
  const token = await tokenOf('guest');
  expect(await v2('POST', '/posts', { token, rawBody: '{"content": ' })).toEqual({
    status: 400,
    body: { errors: [MOCK_MESSAGES.badJson] },
  });
});
