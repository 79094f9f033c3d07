/**
 * Builders of API-shaped records for tests anywhere in the repo (unit tests with a preloaded store,
 * browser tests): sensible values, override what the test is about.
 */
import type { Comment, Post, User, UserSummary } from '@murmur/contract';
import { formatTimestamp, SEED_USER_IDS, SEED_USERNAMES } from '@murmur/contract';

const stamp = formatTimestamp(new Date());

export function buildUserSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    _id: SEED_USER_IDS.guest,
    username: SEED_USERNAMES.guest,
    firstName: 'Guest',
    lastName: 'Visitor',
    avatarURL: '',
    ...overrides,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    ...buildUserSummary(),
    email: '',
    bio: '',
    website: '',
    followers: [],
    following: [],
    bookmarks: [],
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function buildComment(overrides: Partial<Comment> = {}): Comment {
  const { _id: _userId, ...author } = buildUserSummary();
  return {
    _id: 'comment-test',
    text: 'A test comment.',
    ...author,
    votes: { upvotedBy: [], downvotedBy: [] },
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function buildPost(overrides: Partial<Post> = {}): Post {
  const { _id: _userId, ...author } = buildUserSummary();
  return {
    _id: 'post-test',
    content: 'A test post.',
    ...author,
    likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
    comments: [],
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}
