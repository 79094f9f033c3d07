import { startMockApi, type MockApi } from '@murmur/mock-api';
import { GUEST_CREDENTIALS } from '../config/guest';
import { signedInStore } from '@murmur/testing/src/session';
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  dislikePost,
  editPost,
  fetchPost,
  likePost,
} from './postsSlice';
import {
  selectExplorePosts,
  selectHomeFeed,
  selectIsLikedByMe,
  selectIsPostPending,
  selectPostById,
} from './selectors';
import { makeStore } from './store';

let api: MockApi;
beforeEach(async () => {
  localStorage.clear();
  api = await startMockApi({ timing: 0, environment: 'test', persist: false });
});
afterEach(() => api.shutdown());

const likeCount = (store: Awaited<ReturnType<typeof signedInStore>>, id: string) =>
  selectPostById(store.getState(), id)?.likes.likeCount;

it('a new post appears first in the home feed and in explore', async () => {
  const store = await signedInStore();
  await store.dispatch(createPost('Hello from the slice test')).unwrap();

  expect(selectHomeFeed(store.getState())[0]).toMatchObject({
    content: 'Hello from the slice test',
    username: GUEST_CREDENTIALS.username,
    likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
    comments: [],
  });
  expect(selectExplorePosts(store.getState())[0]?.content).toBe('Hello from the slice test');
});

it('the home feed holds only own and followed posts, newest first', async () => {
  const store = await signedInStore();
  const state = store.getState();
  const me = state.auth.userData!;
  const allowed = new Set([me.username, ...me.following.map((u) => u.username)]);
  const feed = selectHomeFeed(state);

  expect(feed.length).toBeGreaterThan(0);
  expect(feed.every((post) => allowed.has(post.username))).toBe(true);
  const times = feed.map((post) => Date.parse(post.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(selectExplorePosts(state)).toHaveLength(state.posts.list.length);
});

it('editing changes the content; deleting removes the post', async () => {
  const store = await signedInStore();
  const posts = await store.dispatch(createPost('first draft')).unwrap();
  const mine = posts.find((p) => p.content === 'first draft')!;

  await store.dispatch(editPost({ postId: mine._id, content: 'final words' })).unwrap();
  expect(selectPostById(store.getState(), mine._id)?.content).toBe('final words');

  await store.dispatch(deletePost(mine._id)).unwrap();
  expect(selectPostById(store.getState(), mine._id)).toBeUndefined();
});

it("refuses to edit someone else's post with the server message", async () => {
  const store = await signedInStore();
  const theirs = store
    .getState()
    .posts.list.find((p) => p.username !== GUEST_CREDENTIALS.username)!;

  const result = await store.dispatch(editPost({ postId: theirs._id, content: 'hijack' }));

  expect(result.payload).toEqual({
    status: 400,
    message: "Cannot edit a Post doesn't belong to the logged in User.",
  });
  expect(selectPostById(store.getState(), theirs._id)?.content).toBe(theirs.content);
});

describe('like and dislike', () => {
  it('shows the like at once, before the server answers, then keeps it', async () => {
    const store = await signedInStore();
    const post = store
      .getState()
      .posts.list.find(
        (p) => !p.likes.likedBy.some((u) => u.username === GUEST_CREDENTIALS.username),
      )!;
    const before = post.likes.likeCount;

    const pending = store.dispatch(likePost(post._id));
    expect(likeCount(store, post._id)).toBe(before + 1);
    expect(selectIsLikedByMe(store.getState(), post._id)).toBe(true);
    expect(selectIsPostPending(store.getState(), post._id)).toBe(true);

    await pending;
    expect(likeCount(store, post._id)).toBe(before + 1);
    expect(selectIsPostPending(store.getState(), post._id)).toBe(false);

    await store.dispatch(dislikePost(post._id)).unwrap();
    expect(likeCount(store, post._id)).toBe(before);
    expect(selectIsLikedByMe(store.getState(), post._id)).toBe(false);
  });

  it('a second like while the first runs sends nothing', async () => {
    const store = await signedInStore();
    const post = store
      .getState()
      .posts.list.find(
        (p) => !p.likes.likedBy.some((u) => u.username === GUEST_CREDENTIALS.username),
      )!;

    const first = store.dispatch(likePost(post._id));
    const second = await store.dispatch(likePost(post._id));
    await first;

    expect(second.meta.requestStatus).toBe('rejected');
    expect(likeCount(store, post._id)).toBe(post.likes.likeCount + 1);
  });

  it('rolls the card back when the server refuses', async () => {
    const store = await signedInStore();
    const post = store.getState().posts.list.find((p) => p.likes.likeCount === 0)!;

    const result = await store.dispatch(dislikePost(post._id));

    expect(result.payload).toEqual({ status: 400, message: 'Cannot decrement like less than 0.' });
    expect(selectPostById(store.getState(), post._id)?.likes).toEqual(post.likes);
  });
});

describe('comments', () => {
  it('adds a comment and lets its author delete it', async () => {
    const store = await signedInStore();
    const post = store.getState().posts.list[0]!;

    await store.dispatch(addComment({ postId: post._id, text: 'Nice one' })).unwrap();
    const comment = selectPostById(store.getState(), post._id)!.comments.at(-1)!;
    expect(comment).toMatchObject({ text: 'Nice one', username: GUEST_CREDENTIALS.username });

    await store.dispatch(deleteComment({ postId: post._id, commentId: comment._id })).unwrap();
    expect(
      selectPostById(store.getState(), post._id)!.comments.some((c) => c._id === comment._id),
    ).toBe(false);
  });
});

it('loads a single post into the list for a visitor too', async () => {
  const store = makeStore();
  const seeded = await signedInStore();
  const id = seeded.getState().posts.list[3]!._id;

  const post = await store.dispatch(fetchPost(id)).unwrap();

  expect(post._id).toBe(id);
  expect(selectPostById(store.getState(), id)?.content).toBe(post.content);
});

it('answers an unknown post with a not-found rejection', async () => {
  const store = makeStore();
  const result = await store.dispatch(fetchPost('no-such-post'));
  expect(result.payload).toMatchObject({ status: 404 });
});
