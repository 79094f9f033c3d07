/**
 * Two tabs of one browser, each with its own mock, over the one shared copy in IndexedDB: no
 * write is lost, v1's rules hold across them, and a reset reaches both.
 */
import type { Post } from '@murmur/contract';
import { SPEC_MESSAGES, buildSeedDb, resetDemoData } from '../src';
import { openTab, tokenIn, withFreshIndexedDb, type Tab } from './support/tabs';

withFreshIndexedDb();

interface PostsBody {
  posts: Post[];
}

const contentsIn = async (tab: Tab) =>
  (await tab.call<PostsBody>('get', '/posts')).body.posts.map((post) => post.content);

const publish = (tab: Tab, token: string, content: string) =>
  tab.call<PostsBody>('post', '/posts', { token, body: { postData: { content } } });

const like = (tab: Tab, token: string, postId: string) =>
  tab.call<PostsBody & { errors?: string[] }>('post', '/posts/like/:postId', {
    token,
    params: { postId },
  });

/** A seed post the guest has not liked, and its seeded like count. */
const notLikedByGuest = buildSeedDb().posts.find(
  (post) => !post.likes.likedBy.some((user) => user.username === 'guest'),
) as Post;

const likeCountIn = async (tab: Tab, postId: string) =>
  (await tab.call<{ post: Post }>('get', '/posts/:postId', { params: { postId } })).body.post.likes
    .likeCount;

describe('no lost writes', () => {
  it('keeps both posts when two tabs publish at the same moment', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const [guest, maya] = [await tokenIn(first, 'guest'), await tokenIn(second, 'maya')];

    const answers = await Promise.all([
      publish(first, guest, 'From the first tab'),
      publish(second, maya, 'From the second tab'),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    for (const tab of [first, second, await openTab()]) {
      expect(await contentsIn(tab)).toEqual(
        expect.arrayContaining(['From the first tab', 'From the second tab']),
      );
      expect(await contentsIn(tab)).toHaveLength(24);
    }
  });

  it('keeps every write of a burst from both tabs, each built on the other', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const guest = await tokenIn(first, 'guest');
    const theo = await tokenIn(second, 'theo');

    await Promise.all(
      Array.from({ length: 5 }, (_, n) => [
        publish(first, guest, `Guest note ${n}`),
        publish(second, theo, `Theo note ${n}`),
      ]).flat(),
    );

    const contents = await contentsIn(await openTab());
    expect(contents).toHaveLength(32);
    expect(contents.filter((content) => /^(Guest|Theo) note \d$/.test(content))).toHaveLength(10);
  });

  it('shows a read the latest write of another tab, and a deleted post nowhere', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const guest = await tokenIn(first, 'guest');
    const { body } = await publish(first, guest, 'Here, then gone');
    expect(await contentsIn(second)).toContain('Here, then gone');

    const postId = body.posts[0]?._id ?? '';
    const removed = await second.call('delete', '/posts/:postId', {
      token: guest,
      params: { postId },
    });

    expect(removed.status).toBe(201);
    expect(await contentsIn(first)).not.toContain('Here, then gone');
    expect(await contentsIn(await openTab())).toHaveLength(22);
  });

  it('lets a user who signed up in one tab log in from another', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const signup = await first.call('post', '/auth/signup', {
      body: { username: 'noor', password: 'first-light', firstName: 'Noor', lastName: 'Haddad' },
    });
    expect(signup.status).toBe(201);

    const login = await second.call('post', '/auth/login', {
      body: { username: 'noor', password: 'first-light' },
    });
    expect(login.status).toBe(200);
  });
});

describe('the rules across tabs', () => {
  it('gives one like and one refusal when the same user likes a post from two tabs at once', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const guest = await tokenIn(first, 'guest');
    const postId = notLikedByGuest._id;

    const answers = await Promise.all([like(first, guest, postId), like(second, guest, postId)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
      errors: [SPEC_MESSAGES.alreadyLiked],
    });
    const likes = notLikedByGuest.likes.likeCount + 1;
    expect(await likeCountIn(first, postId)).toBe(likes);
    expect(await likeCountIn(second, postId)).toBe(likes);
  });

  it('refuses a username taken a moment ago in the other tab', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const body = { username: 'same.name', password: 'secret words', firstName: 'A', lastName: 'B' };

    const answers = await Promise.all([
      first.call('post', '/auth/signup', { body }),
      second.call('post', '/auth/signup', { body }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('announces its own changes only: not reads, logins or refusals', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const seeded = first.announced; // the first tab seeded the empty profile
    const guest = await tokenIn(first, 'guest');
    await contentsIn(first);
    await like(first, guest, notLikedByGuest._id);
    await like(first, guest, notLikedByGuest._id); // refused: already liked

    expect(first.announced - seeded).toBe(1);
    expect(second.announced).toBe(0);
  });
});

describe('a reset', () => {
  it('in one tab brings the seed back in the other', async () => {
    const [first, second] = [await openTab(), await openTab()];
    await publish(first, await tokenIn(first, 'guest'), 'Soon gone');

    await second.access.reset();

    expect(await contentsIn(first)).toHaveLength(22);
    expect(await contentsIn(first)).not.toContain('Soon gone');
    expect(second.announced).toBe(1);
  });

  it('by resetDemoData() before a page starts: every tab is on the seed at its next call', async () => {
    const first = await openTab();
    await publish(first, await tokenIn(first, 'guest'), 'Soon gone');

    await resetDemoData();
    const second = await openTab();

    expect(second.announced).toBe(1); // it seeded the new copy, so the others hear of it
    expect(await contentsIn(first)).not.toContain('Soon gone');
    expect(await contentsIn(second)).toHaveLength(22);
  });
});

describe('without Web Locks', () => {
  it('works in one tab, keeping its writes across a reload', async () => {
    const alone = await openTab({ locks: false });
    await publish(alone, await tokenIn(alone, 'guest'), 'Written without locks');

    expect(await contentsIn(await openTab({ locks: false }))).toContain('Written without locks');
  });
});
