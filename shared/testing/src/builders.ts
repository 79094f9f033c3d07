/** Test data for component tests: a whole post or profile of the API, overridable field by field. */
import type { Author, OwnProfile, PostView, Profile } from '@murmur/contract';
import type { RootState } from '@murmur/core';

export const ada: Author = {
  id: 'user-ada',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatarURL: '',
};

export function buildPost(overrides: Partial<PostView> = {}): PostView {
  return {
    id: 'post-1',
    author: ada,
    content: 'Hello, Murmur',
    createdAt: '2026-01-01T10:00:00+00:00',
    updatedAt: '2026-01-01T10:00:00+00:00',
    likeCount: 0,
    commentCount: 0,
    likedByMe: false,
    bookmarkedByMe: false,
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...ada,
    bio: '',
    website: '',
    createdAt: '2026-01-01T10:00:00+00:00',
    updatedAt: '2026-01-01T10:00:00+00:00',
    followerCount: 0,
    followingCount: 0,
    followedByMe: false,
    ...overrides,
  };
}

export function buildOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return { ...buildProfile(), email: 'ada@example.com', ...overrides };
}

/** A store state signed in as `user` (Ada by default), as a login leaves it. */
export function signedInState(user: OwnProfile = buildOwnProfile()): Pick<RootState, 'auth'> {
  return {
    auth: {
      userData: user,
      username: user.username,
      isAuthenticated: true,
      error: null,
      encodedToken: `token-of-${user.username}`,
      status: 'idle',
    },
  };
}

/** The posts slice holding `posts`, as answers would leave it. */
export function postsState(posts: PostView[], pending: RootState['posts']['pending'] = {}) {
  return {
    posts: {
      ids: posts.map((post) => post.id),
      entities: Object.fromEntries(posts.map((post) => [post.id, post])),
      pending,
    },
  } satisfies Pick<RootState, 'posts'>;
}
