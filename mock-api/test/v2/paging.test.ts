/**
 * How every `/api/v2` list pages: `limit` (default 20, 1 to 100), an opaque `cursor`, the last page
 * marked by a null `nextCursor`, and a place in the list that writes made while a reader pages
 * neither repeat nor skip.
 */
import { MOCK_MESSAGES, encodeCursor } from '@murmur/contract';
import type { PostView } from '@murmur/contract';
import { tokenOf, withMockApi } from '../support/mock-api';
import {
  SEED_POST_IDS,
  allPages,
  idsOf,
  pageAfter,
  pageAt,
  publish,
  seedHomeIds,
  v2,
  v2Ok,
  withPaging,
} from '../support/v2';

withMockApi();

/** Every paged list, with a token where it needs one. */
const LISTS: { path: string; signedIn: boolean }[] = [
  { path: '/timelines/home', signedIn: true },
  { path: '/timelines/explore', signedIn: false },
  { path: '/bookmarks', signedIn: true },
  { path: '/users/maya.solberg/posts', signedIn: false },
  { path: '/users/maya.solberg/followers', signedIn: false },
  { path: '/users/maya.solberg/following', signedIn: false },
  { path: '/posts/post-8/likes', signedIn: false },
  { path: '/posts/post-2/comments', signedIn: false },
];

const BAD_LIMITS = ['0', '101', '-1', '2.5', 'ten', '1e2', ' 5', '1000'];

/** Cursors no backend wrote: not base64url, not JSON, or JSON that names no place. */
const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const BAD_CURSORS = [
  'not a cursor!',
  '%%%',
  base64url('{"broken'),
  encodeCursor({}),
  encodeCursor([]),
  encodeCursor(null),
  encodeCursor('post-3'),
];

describe.each(LISTS)('$path', ({ path, signedIn }) => {
  const token = () => (signedIn ? tokenOf('guest') : Promise.resolve(undefined));

  it.each(BAD_LIMITS)('refuses limit=%p with 400', async (limit) => {
    const answer = await v2('GET', withPaging(path, { limit }), { token: await token() });
    expect(answer).toEqual({ status: 400, body: { errors: [MOCK_MESSAGES.badLimit] } });
  });

  it('refuses a cursor it did not write with 400', async () => {
    for (const cursor of BAD_CURSORS) {
      const answer = await v2('GET', withPaging(path, { cursor }), { token: await token() });
      expect({ cursor, answer }).toEqual({
        cursor,
        answer: { status: 400, body: { errors: [MOCK_MESSAGES.badCursor] } },
      });
    }
  });

  it('takes an empty cursor and an empty limit as none: the first page of 20 at most', async () => {
    const auth = await token();
    const plain = await pageAt(path, { token: auth });
    expect(await pageAt(`${path}?cursor=&limit=`, { token: auth })).toEqual(plain);
    expect(plain.items.length).toBeLessThanOrEqual(20);
  });

  it('pages one item at a time through the same list as one page of 100', async () => {
    const auth = await token();
    const whole = await pageAt(path, { token: auth, limit: 100 });
    expect(whole.nextCursor).toBeNull();
    const { items, pages } = await allPages(path, { token: auth, limit: 1 });
    expect(items).toEqual(whole.items);
    expect(pages).toHaveLength(Math.max(1, whole.items.length));
  });
});

describe('limit', () => {
  it('is 20 by default', async () => {
    const page = await pageAt<PostView>('/timelines/explore');
    expect(page.items).toHaveLength(20);
  });

  it('may be anything from 1 to 100', async () => {
    const token = await tokenOf('guest');
    await Promise.all(Array.from({ length: 80 }, (_, n) => publish(token, `Filler ${n + 1}`)));
    expect((await pageAt<PostView>('/timelines/explore', { limit: 1 })).items).toHaveLength(1);
    expect((await pageAt<PostView>('/timelines/explore', { limit: 37 })).items).toHaveLength(37);
    const hundred = await pageAt<PostView>('/timelines/explore', { limit: 100 });
    expect(hundred.items).toHaveLength(100);
    expect(new Set(idsOf(hundred.items)).size).toBe(100);
    const rest = await pageAfter(hundred, '/timelines/explore', { limit: 100 });
    expect(idsOf(rest.items)).toEqual(SEED_POST_IDS.slice(20));
    expect(rest.nextCursor).toBeNull();
  });

  it('may change from one page to the next', async () => {
    const first = await pageAt<PostView>('/timelines/explore', { limit: 3 });
    const second = await pageAfter(first, '/timelines/explore', { limit: 10 });
    expect(idsOf([...first.items, ...second.items])).toEqual(SEED_POST_IDS.slice(0, 13));
  });
});

describe('the last page', () => {
  it('has a null nextCursor, also when it is exactly full', async () => {
    const first = await pageAt<PostView>('/timelines/explore', { limit: 11 });
    const second = await pageAfter(first, '/timelines/explore', { limit: 11 });
    expect(second.items).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
  });
});

describe('a cursor names a place in the list', () => {
  it('answers the same page when used twice', async () => {
    const first = await pageAt<PostView>('/timelines/explore', { limit: 4 });
    const again = await pageAfter(first, '/timelines/explore', { limit: 4 });
    const once = await pageAfter(first, '/timelines/explore', { limit: 4 });
    expect(again).toEqual(once);
    expect(idsOf(again.items)).toEqual(SEED_POST_IDS.slice(4, 8));
  });

  it('neither repeats nor skips when posts are written between two pages', async () => {
    const first = await pageAt<PostView>('/timelines/explore', { limit: 5 });
    const token = await tokenOf('theo');
    const written = [];
    for (const n of [1, 2, 3]) written.push(await publish(token, `Written meanwhile ${n}`));

    const rest = await allPages<PostView>('/timelines/explore', { limit: 5 });
    expect(idsOf(rest.items).slice(0, 3)).toEqual(idsOf(written).reverse());

    const second = await pageAfter(first, '/timelines/explore', { limit: 5 });
    const third = await pageAfter(second, '/timelines/explore', { limit: 20 });
    expect(idsOf([...first.items, ...second.items, ...third.items])).toEqual(SEED_POST_IDS);
    expect(third.nextCursor).toBeNull();
  });

  it('on the home feed, under posts of followed users written between pages', async () => {
    const guest = await tokenOf('guest');
    const maya = await tokenOf('maya');
    const first = await pageAt<PostView>('/timelines/home', { token: guest, limit: 4 });
    await publish(maya, 'Written meanwhile by Maya');
    await publish(guest, 'Written meanwhile by the guest');
    const second = await pageAfter(first, '/timelines/home', { token: guest, limit: 4 });
    const rest = await pageAfter(second, '/timelines/home', { token: guest, limit: 100 });
    expect(idsOf([...first.items, ...second.items, ...rest.items])).toEqual(seedHomeIds('guest'));
  });

  it('on the home feed, applies a follow made between pages to the pages after it', async () => {
    const token = await tokenOf('guest');
    const first = await pageAt<PostView>('/timelines/home', { token, limit: 5 });
    expect(idsOf(first.items)).toEqual(['post-1', 'post-2', 'post-4', 'post-7', 'post-8']);
    await v2Ok('POST', '/users/priya.bakes/follow', 200, { token });
    const second = await pageAfter(first, '/timelines/home', { token, limit: 5 });
    expect(idsOf(second.items)).toEqual(['post-9', 'post-10', 'post-12', 'post-14', 'post-15']);
  });

  it('still holds when the last post shown is deleted before the next page', async () => {
    const first = await pageAt<PostView>('/timelines/explore', { limit: 4 });
    expect(idsOf(first.items)).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
    await v2Ok('DELETE', '/posts/post-4', 200, { token: await tokenOf('guest') });
    const second = await pageAfter(first, '/timelines/explore', { limit: 4 });
    expect(idsOf(second.items)).toEqual(['post-5', 'post-6', 'post-7', 'post-8']);
  });

  it('still holds when the next post to show is deleted before its page', async () => {
    const first = await pageAt<PostView>('/users/guest/posts', { limit: 1 });
    expect(idsOf(first.items)).toEqual(['post-4']);
    await v2Ok('DELETE', '/posts/post-10', 200, { token: await tokenOf('guest') });
    const second = await pageAfter(first, '/users/guest/posts', { limit: 1 });
    expect(idsOf(second.items)).toEqual(['post-18']);
    expect(second.nextCursor).toBeNull();
  });

  it('still holds when several posts around it go, and new ones come', async () => {
    const guest = await tokenOf('guest');
    const first = await pageAt<PostView>('/users/guest/posts', { token: guest, limit: 2 });
    expect(idsOf(first.items)).toEqual(['post-4', 'post-10']);
    await publish(guest, 'Newer than all of them');
    await v2Ok('DELETE', '/posts/post-10', 200, { token: guest });
    await v2Ok('DELETE', '/posts/post-4', 200, { token: guest });
    const second = await pageAfter(first, '/users/guest/posts', { token: guest, limit: 2 });
    expect(second).toEqual({
      items: [expect.objectContaining({ id: 'post-18' })],
      nextCursor: null,
    });
  });
});
