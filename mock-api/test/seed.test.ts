/** The seed: six people, 22 posts, a feed and suggestions worth looking at, and big seeds on demand. */
import { v1Posts } from '@murmur/testing';
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { SEED_COMMENTED_POST, buildSeedDb, startMockApi } from '../src';
import { TIMESTAMP } from './support/mock-api';

const now = new Date('2026-11-22T12:00:00Z');
const db = buildSeedDb({ now });
const usernames = (list: { username: string }[]) => list.map((entry) => entry.username);

it('has six users, one of them the guest with the built-in credentials', () => {
  expect(db.users).toHaveLength(6);
  const guest = db.users.find((user) => user.username === GUEST_CREDENTIALS.username);
  expect(guest?.password).toBe(GUEST_CREDENTIALS.password);
});

it('has 22 posts from every user, newest first, exactly one with two comments', () => {
  expect(db.posts).toHaveLength(22);
  expect(new Set(usernames(db.posts)).size).toBe(6);
  const times = db.posts.map((post) => Date.parse(post.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const commented = db.posts.filter((post) => post.comments.length > 0);
  expect(commented.map((post) => [post._id, post.comments.length])).toEqual([
    [SEED_COMMENTED_POST.postId, 2],
  ]);
});

it('dates posts relative to now: minutes, hours and weeks ago', () => {
  const ages = db.posts.map((post) => (now.getTime() - Date.parse(post.createdAt)) / 60_000);
  expect(ages[0]).toBe(5);
  expect(ages.some((age) => age >= 60 && age < 24 * 60)).toBe(true);
  expect(ages.some((age) => age > 7 * 24 * 60)).toBe(true);
  expect(db.posts.every((post) => TIMESTAMP.test(post.createdAt))).toBe(true);
});

it('gives the guest a feed of several authors and at least two suggestions', () => {
  const guest = db.users.find((user) => user.username === 'guest');
  const followed = usernames(guest?.following ?? []);
  const feedAuthors = new Set(
    usernames(db.posts).filter((name) => name === 'guest' || followed.includes(name)),
  );
  const suggestions = db.users.filter(
    (user) => user.username !== 'guest' && !followed.includes(user.username),
  );
  expect(feedAuthors.size).toBeGreaterThanOrEqual(3);
  expect(suggestions.length).toBeGreaterThanOrEqual(2);
});

it('keeps follows symmetric and like counts equal to likedBy', () => {
  for (const user of db.users) {
    for (const followed of user.following) {
      const other = db.users.find((candidate) => candidate.username === followed.username);
      expect(usernames(other?.followers ?? [])).toContain(user.username);
    }
  }
  for (const post of db.posts) expect(post.likes.likeCount).toBe(post.likes.likedBy.length);
});

it('points no avatar at the outside network', () => {
  expect(db.users.map((user) => user.avatarURL).filter(Boolean)).toEqual([]);
});

describe('a large seed', () => {
  const big = buildSeedDb({ postCount: 5000, now });

  it('has exactly the asked number of posts, with unique ids, newest first', () => {
    expect(big.posts).toHaveLength(5000);
    expect(new Set(big.posts.map((post) => post._id)).size).toBe(5000);
    const times = big.posts.map((post) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is the same every time', () => {
    expect(buildSeedDb({ postCount: 5000, now })).toEqual(big);
  });

  it('starts with the 22 hand-written posts', () => {
    expect(big.posts.slice(0, 22)).toEqual(db.posts);
  });

  it('is served by the mock when asked for', async () => {
    const api = await startMockApi({
      timing: 0,
      environment: 'test',
      persist: false,
      seedPosts: 5000,
    });
    try {
      expect((await v1Posts.getAll()).posts).toHaveLength(5000);
    } finally {
      api.shutdown();
    }
  });
});

it('a small seed keeps the newest posts and drops bookmarks of missing ones', () => {
  const small = buildSeedDb({ postCount: 5, now });
  expect(small.posts.map((post) => post._id)).toEqual([
    'post-1',
    'post-2',
    'post-3',
    'post-4',
    'post-5',
  ]);
  expect(small.users.flatMap((user) => user.bookmarks)).toEqual([]);
});
