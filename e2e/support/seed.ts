/**
 * What the mock API seeds every fresh browser context with, read from the seed itself so the
 * browser tests and the mock can never disagree about who follows whom or what was posted.
 */
import { SEED_COMMENTED_POST, SEED_POSTS, type SeedUserKey } from '@murmur/contract';
import { SEED_USERNAMES, SEED_USERS } from '@murmur/contract';

export { SEED_COMMENTED_POST, SEED_USERNAMES };

export interface SeedPerson {
  key: SeedUserKey;
  username: string;
  fullName: string;
  password: string;
}

function personOf(key: SeedUserKey): SeedPerson {
  const username = SEED_USERNAMES[key];
  const user = SEED_USERS.find((candidate) => candidate.username === username)!;
  return { key, username, fullName: `${user.firstName} ${user.lastName}`, password: user.password };
}

export const PEOPLE = {
  guest: personOf('guest'),
  maya: personOf('maya'),
  theo: personOf('theo'),
  priya: personOf('priya'),
  jonas: personOf('jonas'),
  lena: personOf('lena'),
} as const;

const guestSeed = SEED_USERS.find((user) => user.username === SEED_USERNAMES.guest)!;

/** Whom the guest follows in the seed, by username. */
export const GUEST_FOLLOWS: readonly string[] = guestSeed.follows;

/** The seed's posts with their authors' usernames, newest first (the seed lists them so). */
export const POSTS = SEED_POSTS.map((post) => ({
  ...post,
  username: SEED_USERNAMES[post.author],
}));

export const postById = (postId: string) => POSTS.find((post) => post._id === postId)!;

/** The guest's home feed on a fresh seed: own and followed users' posts, newest first. */
export const GUEST_HOME_FEED = POSTS.filter(
  (post) => post.author === 'guest' || GUEST_FOLLOWS.includes(post.username),
);

/** Everyone the guest neither is nor follows, the most recently joined first (as suggested). */
export const GUEST_SUGGESTIONS = SEED_USERS.filter(
  (user) => user.username !== guestSeed.username && !guestSeed.follows.includes(user.username),
)
  .map((user) => `${user.firstName} ${user.lastName}`)
  .reverse();

/** How many seeded users follow this one. */
export const followersOf = (username: string) =>
  SEED_USERS.filter((user) => user.follows.includes(username)).length;

/** How many users this seeded user follows. */
export const followingOf = (username: string) =>
  SEED_USERS.find((user) => user.username === username)!.follows.length;

/** The guest's seeded bookmarks, as post ids. */
export const GUEST_BOOKMARKS: readonly string[] = guestSeed.bookmarks;
