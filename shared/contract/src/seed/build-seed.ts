/** Turns the seed tables into a fresh Db, with times relative to `now`. */
import type { Comment, Post, UserSummary } from '../v1/domain';
import type { Db, StoredUser } from '../db';
import { formatTimestamp } from '../time';
import { extraSeedPosts } from './extra-posts';
import { SEED_POSTS, type SeedComment, type SeedPost, type SeedUserKey } from './seed-posts';
import { SEED_USERNAMES, SEED_USERS } from './seed-users';

export const SEED_POST_COUNT = SEED_POSTS.length;

export interface SeedOptions {
  /** Total number of posts: fewer than 22 keeps the newest, more adds generated older ones. */
  postCount?: number;
  now?: Date;
}

export function buildSeedDb({
  postCount = SEED_POST_COUNT,
  now = new Date(),
}: SeedOptions = {}): Db {
  const minutesAgo = (minutes: number) =>
    formatTimestamp(new Date(now.getTime() - minutes * 60_000));
  const summaries = new Map<string, UserSummary>(
    SEED_USERS.map(({ _id, firstName, lastName, username }) => [
      username,
      { _id, firstName, lastName, username, avatarURL: '' },
    ]),
  );
  // A fresh object per use: no two records share a summary that a later change could touch.
  const summaryOf = (username: string) => ({ ...(summaries.get(username) as UserSummary) });
  const byKey = (key: SeedUserKey) => summaryOf(SEED_USERNAMES[key]);
  const authorOf = (key: SeedUserKey) => {
    const { _id: _userId, ...author } = byKey(key);
    return author;
  };

  const toComment = (seed: SeedComment): Comment => ({
    _id: seed._id,
    text: seed.text,
    ...authorOf(seed.author),
    votes: { upvotedBy: seed.upvotedBy.map(byKey), downvotedBy: [] },
    createdAt: minutesAgo(seed.minutesAgo),
    updatedAt: minutesAgo(seed.minutesAgo),
  });

  const toPost = (seed: SeedPost): Post => {
    const lastActivity = Math.min(
      seed.minutesAgo,
      ...(seed.comments ?? []).map((c) => c.minutesAgo),
    );
    return {
      _id: seed._id,
      content: seed.content,
      ...authorOf(seed.author),
      likes: {
        likeCount: seed.likedBy.length,
        likedBy: seed.likedBy.map(byKey),
        dislikedBy: (seed.dislikedBy ?? []).map(byKey),
      },
      comments: (seed.comments ?? []).map(toComment),
      createdAt: minutesAgo(seed.minutesAgo),
      updatedAt: minutesAgo(lastActivity),
    };
  };

  const count = Math.max(0, Math.floor(postCount));
  const seedPosts = [
    ...SEED_POSTS.slice(0, count),
    ...extraSeedPosts(count - SEED_POSTS.length, SEED_POSTS.length + 1),
  ];
  const postIds = new Set(seedPosts.map((post) => post._id));

  const users: StoredUser[] = SEED_USERS.map((seed) => ({
    ...summaryOf(seed.username),
    email: seed.email,
    password: seed.password,
    bio: seed.bio,
    website: seed.website,
    followers: SEED_USERS.filter((other) => other.follows.includes(seed.username)).map((other) =>
      summaryOf(other.username),
    ),
    following: seed.follows.map(summaryOf),
    bookmarks: seed.bookmarks.filter((postId) => postIds.has(postId)),
    createdAt: minutesAgo(seed.joinedDaysAgo * 24 * 60),
    updatedAt: minutesAgo(seed.joinedDaysAgo * 24 * 60),
  }));

  return { users, posts: seedPosts.map(toPost) };
}
