/**
 * The paginated API's suite plumbing (`/api/v2`, shared/contract/src/v2/types.ts): raw calls, pages,
 * the exact shape of every view, and what the seed holds. It speaks only HTTP, so the suite holds
 * Mirage and the API server to the same answers.
 */
import type {
  Author,
  CommentAnswer,
  CommentView,
  OwnProfile,
  Page,
  PostAnswer,
  PostView,
  Profile,
} from '@murmur/contract';
import { SEED_POSTS, SEED_USERNAMES, SEED_USERS } from '@murmur/contract';
import { TIMESTAMP, call, type HttpMethod, type RawAnswer, type SeedKey } from './mock-api';

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A call under `/api/v2`, answered with its status and parsed body. */
export function v2<T = unknown>(
  method: HttpMethod,
  path: string,
  options: CallOptions = {},
): Promise<RawAnswer<T>> {
  return call<T>(method, `/v2${path}`, options);
}

/** A call that must succeed with `status`; its body, or a failure that shows what came back. */
export async function v2Ok<T>(
  method: HttpMethod,
  path: string,
  status: number,
  options: CallOptions = {},
): Promise<T> {
  const answer = await v2<T>(method, path, options);
  if (answer.status !== status) {
    throw new Error(
      `${method} ${path} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

export interface PageOptions {
  token?: string;
  limit?: number | string;
  cursor?: string | null;
}

/** `path` with `limit` and `cursor` in its query, as a client pages. */
export function withPaging(path: string, { limit, cursor }: PageOptions = {}): string {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined && cursor !== null) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One page of a list, checked to be a page: `items` and `nextCursor`, nothing else. */
export async function pageAt<T>(path: string, options: PageOptions = {}): Promise<Page<T>> {
  const page = await v2Ok<Page<T>>('GET', withPaging(path, options), 200, {
    token: options.token,
  });
  expect(Object.keys(page).sort()).toEqual(['items', 'nextCursor']);
  expect(Array.isArray(page.items)).toBe(true);
  expect(page.nextCursor === null || typeof page.nextCursor === 'string').toBe(true);
  return page;
}

/** The page after `page` in the same list (its `nextCursor`), asked with the same options. */
export function pageAfter<T>(
  page: Page<T>,
  path: string,
  options: Omit<PageOptions, 'cursor'> = {},
): Promise<Page<T>> {
  return pageAt<T>(path, { ...options, cursor: page.nextCursor });
}

/** Every page of a list in turn, until `nextCursor` is null. */
export async function allPages<T>(
  path: string,
  options: Omit<PageOptions, 'cursor'> = {},
): Promise<{ items: T[]; pages: Page<T>[] }> {
  const pages: Page<T>[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await pageAt<T>(path, { ...options, cursor });
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 1_000) throw new Error(`${path} never reached its last page`);
  } while (cursor !== null);
  return { items: pages.flatMap((page) => page.items), pages };
}

export const idsOf = (items: { id: string }[]) => items.map((item) => item.id);
export const usernamesOf = (items: { username: string }[]) => items.map((item) => item.username);

// Exact shapes: `toEqual` fails on any field more or less, so no backend leaks one (an email, a
// list of likers) or forgets one.
const text = expect.any(String) as string;
const count = expect.any(Number) as number;
const flag = expect.any(Boolean) as boolean;
const stamp = expect.stringMatching(TIMESTAMP) as string;

const AUTHOR_SHAPE = { id: text, username: text, firstName: text, lastName: text, avatarURL: text };
const PROFILE_SHAPE = {
  ...AUTHOR_SHAPE,
  bio: text,
  website: text,
  createdAt: stamp,
  updatedAt: stamp,
  followerCount: count,
  followingCount: count,
  followedByMe: flag,
};

export function expectAuthor(author: Author): void {
  expect(author).toEqual(AUTHOR_SHAPE);
}

export function expectProfile(profile: Profile): void {
  expect(profile).toEqual(PROFILE_SHAPE);
}

export function expectOwnProfile(profile: OwnProfile): void {
  expect(profile).toEqual({ ...PROFILE_SHAPE, email: text });
}

export function expectPostView(post: PostView): void {
  expect(post).toEqual({
    id: text,
    author: AUTHOR_SHAPE,
    content: text,
    createdAt: stamp,
    updatedAt: stamp,
    likeCount: count,
    commentCount: count,
    likedByMe: flag,
    bookmarkedByMe: flag,
  });
}

export function expectCommentView(comment: CommentView): void {
  expect(comment).toEqual({
    id: text,
    postId: text,
    author: AUTHOR_SHAPE,
    text,
    createdAt: stamp,
    updatedAt: stamp,
    upvoteCount: count,
    downvoteCount: count,
    myVote: comment.myVote,
  });
  expect([null, 'up', 'down']).toContain(comment.myVote);
}

// What the seed holds (shared/contract/src/seed), for expectations written from it.

const seedUser = (key: SeedKey) => {
  const user = SEED_USERS.find((candidate) => candidate.username === SEED_USERNAMES[key]);
  if (!user) throw new Error(`No seed user ${key}`);
  return user;
};

/** A seed user as a line in a list (no seed user has an avatar). */
export function seedAuthor(key: SeedKey): Author {
  const { _id, username, firstName, lastName } = seedUser(key);
  return { id: _id, username, firstName, lastName, avatarURL: '' };
}

/** Every seed post, newest first: explore's order. */
export const SEED_POST_IDS: readonly string[] = SEED_POSTS.map((post) => post._id);

/** The seed posts written by `keys`, newest first. */
export const seedPostIdsBy = (...keys: SeedKey[]) =>
  SEED_POSTS.filter((post) => keys.includes(post.author)).map((post) => post._id);

const keyOf = (username: string) =>
  (Object.keys(SEED_USERNAMES) as SeedKey[]).find((key) => SEED_USERNAMES[key] === username);

/** A seed user's home feed: their own posts and those of the people they follow, newest first. */
export function seedHomeIds(key: SeedKey): string[] {
  const followed = seedUser(key)
    .follows.map(keyOf)
    .filter((found) => found !== undefined);
  return seedPostIdsBy(key, ...followed);
}

/** The seed posts `key` likes, newest first. */
export const seedPostIdsLikedBy = (key: SeedKey) =>
  SEED_POSTS.filter((post) => post.likedBy.includes(key)).map((post) => post._id);

/** Publishes a post through v2 and answers it. */
export async function publish(token: string, content: string): Promise<PostView> {
  const { post } = await v2Ok<{ post: PostView }>('POST', '/posts', 201, {
    token,
    body: { content },
  });
  return post;
}

/** A refusal as both servers answer it: the status and `{ errors: [message] }`. */
export const refused = (status: number, message: string) => ({
  status,
  body: { errors: [message] },
});

/** A post as `token`'s holder (or a stranger) reads it now. */
export const getPost = async (postId: string, token?: string) =>
  (await v2Ok<PostAnswer>('GET', `/posts/${postId}`, 200, { token })).post;

/** Comments on `postId` (the seed's post-2 unless said) as `token`'s holder, answering the comment. */
export const comment = (token: string, text: string, postId = 'post-2') =>
  v2Ok<CommentAnswer>('POST', `/posts/${postId}/comments`, 201, { token, body: { text } });

/** A post's comment count as a stranger reads it. */
export const commentCountOf = async (postId: string) => (await getPost(postId)).commentCount;
