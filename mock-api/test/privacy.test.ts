/** No answer ever carries a password, and summaries carry only the five public fields. */
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { SEED_USERS } from '../src';
import { call, tokenOf, withMockApi } from './support/mock-api';

withMockApi();

const SUMMARY_LISTS = [
  'likedBy',
  'dislikedBy',
  'upvotedBy',
  'downvotedBy',
  'followers',
  'following',
];
const SUMMARY_KEYS = ['_id', 'avatarURL', 'firstName', 'lastName', 'username'];
const PASSWORDS = new Set([...SEED_USERS.map((user) => user.password), 'new-secret']);

/** Every place in a JSON value that leaks: a password key or value, or a summary with extra keys. */
function leaks(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return PASSWORDS.has(value) ? [`${path} is a password`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaks(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${path}.${key}`;
    const found = /password/i.test(key) ? [`${here} is a password field`] : [];
    if (SUMMARY_LISTS.includes(key) && Array.isArray(child)) {
      child.forEach((summary, index) => {
        const keys = Object.keys(summary as object).sort();
        if (keys.join() !== SUMMARY_KEYS.join()) found.push(`${here}[${index}] has ${keys.join()}`);
      });
    }
    return [...found, ...leaks(child, here)];
  });
}

it('finds a leak when there is one (the walker itself works)', () => {
  expect(leaks({ user: { password: 'x', followers: [{ username: 'a', email: 'e' }] } })).toEqual([
    '$.user.password is a password field',
    '$.user.followers[0] has email,username',
  ]);
});

it('no answer of any call contains a password or a widened summary', async () => {
  const signup = {
    username: 'newbie',
    password: 'new-secret',
    firstName: 'N',
    lastName: 'B',
    email: 'n@example.com',
  };
  const answers = [
    await call('POST', '/auth/login', { body: GUEST_CREDENTIALS }),
    await call('POST', '/auth/login', { body: { username: 'guest', password: 'wrong' } }),
    await call('POST', '/auth/signup', { body: signup }),
    await call('POST', '/auth/signup', { body: signup }),
  ];
  const guest = await tokenOf('guest');
  const newbie = (await call<{ encodedToken: string }>('POST', '/auth/login', { body: signup }))
    .body.encodedToken;
  const writes: [string, string, unknown?][] = [
    ['POST', '/posts', { postData: { content: 'Mine' } }],
    ['POST', '/posts/like/post-2'],
    ['POST', '/posts/dislike/post-1'],
    ['POST', '/comments/add/post-2', { commentData: { text: 'Nice' } }],
    ['POST', '/comments/upvote/post-2/comment-1'],
    ['POST', '/comments/downvote/post-2/comment-2'],
    ['POST', '/users/bookmark/post-2'],
    ['GET', '/users/bookmark'],
    ['POST', '/users/remove-bookmark/post-2'],
    ['POST', '/users/follow/user-guest'],
    ['POST', '/users/unfollow/user-guest'],
    ['POST', '/users/follow/user-maya'],
    ['POST', '/users/edit', { userData: { bio: 'Hi', website: '', avatarURL: '' } }],
  ];
  const writeStatuses: number[] = [];
  for (const [method, path, body] of writes) {
    const verb = method as 'GET' | 'POST';
    const answer = await call(verb, path, {
      token: newbie,
      body: verb === 'GET' ? undefined : (body ?? {}),
    });
    writeStatuses.push(answer.status);
    answers.push(answer);
  }
  expect(writeStatuses.filter((status) => status >= 400)).toEqual([]);
  for (const path of [
    '/posts',
    '/posts/post-2',
    '/posts/user/guest',
    '/comments/post-2',
    '/users',
  ]) {
    answers.push(await call('GET', path));
  }
  answers.push(
    await call('GET', '/users/newbie'),
    await call('GET', '/users/bookmark', { token: guest }),
  );

  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(answers.flatMap((answer, index) => leaks(answer.body, `answer ${index}`))).toEqual([]);
});
