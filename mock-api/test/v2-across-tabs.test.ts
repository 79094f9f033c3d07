/**
 * `/api/v2` writes across tabs, as v1's: kept in the shared copy, seen by the other tabs
 * at their next call, announced once each (reads, logins and refusals never), and no lost writes.
 */
import type { Page, PostAnswer, PostView } from '@murmur/contract';
import { SPEC_MESSAGES } from '../src';
import { openTab, tokenIn, withFreshIndexedDb, type Tab } from './support/tabs';

withFreshIndexedDb();

const explore = (tab: Tab, query: Record<string, string> = {}) =>
  tab.call<Page<PostView>>('get', '/v2/timelines/explore', { query });

const idsOn = async (tab: Tab, query: Record<string, string> = {}) =>
  (await explore(tab, query)).body.items.map((post) => post.id);

const publish = (tab: Tab, token: string, content: string) =>
  tab.call<PostAnswer>('post', '/v2/posts', { token, body: { content } });

const like = (tab: Tab, token: string, postId: string) =>
  tab.call<PostAnswer>('post', '/v2/posts/:postId/like', { token, params: { postId } });

it('keeps a v2 post in the shared copy: the other tab and a reloaded one see it first', async () => {
  const [first, second] = [await openTab(), await openTab()];
  const { status, body } = await publish(first, await tokenIn(first, 'guest'), 'Written in v2');
  expect(status).toBe(201);

  expect((await idsOn(second, { limit: '1' }))[0]).toBe(body.post.id);
  expect((await idsOn(await openTab(), { limit: '1' }))[0]).toBe(body.post.id);
  const v1 = await second.call<{ posts: { _id: string }[] }>('get', '/posts');
  expect(v1.body.posts[0]?._id).toBe(body.post.id);
});

it('gives one like and one refusal when the same user likes from two tabs at once', async () => {
  const [first, second] = [await openTab(), await openTab()];
  const guest = await tokenIn(first, 'guest');

  const answers = await Promise.all([like(first, guest, 'post-1'), like(second, guest, 'post-1')]);

  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
    errors: [SPEC_MESSAGES.alreadyLiked],
  });
  for (const tab of [first, second]) {
    const { body } = await tab.call<PostAnswer>('get', '/v2/posts/:postId', {
      params: { postId: 'post-1' },
      token: guest,
    });
    expect(body.post).toMatchObject({ likeCount: 2, likedByMe: true });
  }
});

it('keeps v2 changes to users: a bookmark, a follow and a profile edit reach the other tab', async () => {
  const [first, second] = [await openTab(), await openTab()];
  const guest = await tokenIn(first, 'guest');
  await first.call('post', '/v2/posts/:postId/bookmark', {
    token: guest,
    params: { postId: 'post-3' },
  });
  await first.call('post', '/v2/users/:username/follow', {
    token: guest,
    params: { username: 'lena.arcos' },
  });
  await first.call('patch', '/v2/me', { token: guest, body: { bio: 'Across tabs' } });

  const bookmarks = await second.call<Page<PostView>>('get', '/v2/bookmarks', { token: guest });
  expect(bookmarks.body.items.map((post) => post.id)).toEqual(['post-3', 'post-16']);
  const me = await second.call<{ user: { bio: string; followingCount: number } }>('get', '/v2/me', {
    token: guest,
  });
  expect(me.body.user).toMatchObject({ bio: 'Across tabs', followingCount: 3 });
});

it('pages on in one tab while the other posts, neither repeating nor skipping', async () => {
  const [reader, writer] = [await openTab(), await openTab()];
  const first = await explore(reader, { limit: '5' });
  const theo = await tokenIn(writer, 'theo');
  for (const n of [1, 2, 3]) await publish(writer, theo, `Meanwhile ${n}`);

  const second = await explore(reader, { limit: '5', cursor: first.body.nextCursor ?? '' });
  expect(second.body.items.map((post) => post.id)).toEqual([
    'post-6',
    'post-7',
    'post-8',
    'post-9',
    'post-10',
  ]);
});

it('announces each v2 write once, and no read, login or refusal', async () => {
  const [first, second] = [await openTab(), await openTab()];
  const seeded = first.announced;
  const guest = await tokenIn(first, 'guest');
  await first.call('post', '/v2/auth/login', {
    body: { username: 'guest', password: 'murmur-guest' },
  });
  await explore(first);
  await first.call('get', '/v2/timelines/home', { token: guest });
  await like(first, guest, 'post-1');
  await like(first, guest, 'post-1'); // refused: already liked
  await first.call('post', '/v2/posts/:postId/comments', {
    token: guest,
    params: { postId: 'post-1' },
    body: { text: 'Noted' },
  });
  await first.call('patch', '/v2/me', { token: guest, body: {} }); // refused: nothing to change

  expect(first.announced - seeded).toBe(2);
  expect(second.announced).toBe(0);
});
