/** Test data for the UI kit's component tests: a whole post or user, overridable field by field. */
import type { Post, User } from '@murmur/core/src/types/domain';

export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'post-1',
    content: 'Hello, Murmur',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    avatarURL: '',
    likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
    comments: [],
    createdAt: '2026-01-01T10:00:00+00:00',
    updatedAt: '2026-01-01T10:00:00+00:00',
    ...overrides,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada',
    avatarURL: '',
    email: 'ada@example.com',
    bio: '',
    website: '',
    followers: [],
    following: [],
    bookmarks: [],
    createdAt: '2026-01-01T10:00:00+00:00',
    updatedAt: '2026-01-01T10:00:00+00:00',
    ...overrides,
  };
}
