/**
 * Which per-account limit each write of both APIs counts in, read from its method and path, so a
 * new write is limited without a line of its own: a reaction (like, vote, bookmark, follow, and
 * their undoing), a profile edit, or else posting (a post or comment created, edited or deleted).
 * Reads, sign-in (its own limits) and the test-only routes are not writes of an account.
 */
import type { RateLimits } from '../../config';

export type WriteLimit = keyof Pick<RateLimits, 'posts' | 'reactions' | 'profile'>;

const REACTIONS = new Set([
  'like',
  'dislike',
  'bookmark',
  'remove-bookmark',
  'follow',
  'unfollow',
  'upvote',
  'downvote',
]);
const PROFILE_PATHS = new Set(['/api/users/edit', '/api/v2/me']);
const NOT_WRITES = /^\/api\/(v2\/)?(auth|testing)(\/|$)|^\/api\/(metrics|health|ready|docs)/;

export function writeLimitOf(method: string | string[], url: string): WriteLimit | undefined {
  const methods = Array.isArray(method) ? method : [method];
  if (methods.every((each) => each === 'GET' || each === 'HEAD' || each === 'OPTIONS')) {
    return undefined;
  }
  if (!url.startsWith('/api/') || NOT_WRITES.test(url)) return undefined;
  const path = url.replace(/\/$/, '');
  if (PROFILE_PATHS.has(path)) return 'profile';
  if (path.split('/').some((segment) => REACTIONS.has(segment))) return 'reactions';
  return 'posts';
}

export const WRITE_LIMIT_MESSAGES: Record<WriteLimit, (wait: string) => string> = {
  posts: (wait) => `You are posting too fast. Please wait ${wait} and try again.`,
  reactions: (wait) => `Too many actions in a short time. Please wait ${wait} and try again.`,
  profile: (wait) => `Too many profile changes. Please wait ${wait} and try again.`,
};
