/**
 * The timelines of v2, newest first: home (the viewer's posts and those of the people they
 * follow), explore (everyone's), one user's posts, and the viewer's bookmarks (the newest bookmark
 * first). The posts are stored newest first, so a page reads from its place in them until full.
 * The page request is read first: a bad `limit` or `cursor` is 400 before anything else.
 */
import type { Post } from '@murmur/contract';
import type { Page, PostView } from '@murmur/contract';
import { readPageRequest, type Db, type PageRequest, type StoredUser } from '@murmur/contract';
import { findUserByUsername } from '../shared/guards';
import { readPage, storedNewestFirst, storedOldestFirst } from './paging';
import { viewingAs } from './views';

export type Query = Record<string, unknown>;

function postsPage(
  db: Db,
  viewer: StoredUser | undefined,
  request: PageRequest,
  keep?: (post: Post) => boolean,
): Page<PostView> {
  const posts = storedNewestFirst(db.posts, (post: Post) => post._id);
  return readPage(posts, request, { keep, view: viewingAs(db, viewer).post });
}

export function homeTimeline(db: Db, me: StoredUser, query: Query): Page<PostView> {
  const request = readPageRequest(query);
  const authors = new Set([me.username, ...me.following.map((user) => user.username)]);
  return postsPage(db, me, request, (post) => authors.has(post.username));
}

export function exploreTimeline(
  db: Db,
  viewer: StoredUser | undefined,
  query: Query,
): Page<PostView> {
  return postsPage(db, viewer, readPageRequest(query));
}

export function userTimeline(
  db: Db,
  viewer: StoredUser | undefined,
  username: string,
  query: Query,
): Page<PostView> {
  const request = readPageRequest(query);
  const author = findUserByUsername(db, username);
  return postsPage(db, viewer, request, (post) => post.username === author.username);
}

/** Bookmarks are post ids, oldest first; a page looks up only the posts it shows. */
export function bookmarksTimeline(db: Db, me: StoredUser, query: Query): Page<PostView> {
  const request = readPageRequest(query);
  const postsById = new Map<string, Post | undefined>();
  const postOf = (postId: string) => {
    if (!postsById.has(postId)) {
      postsById.set(
        postId,
        db.posts.find((post) => post._id === postId),
      );
    }
    return postsById.get(postId);
  };
  const bookmarks = storedOldestFirst(me.bookmarks, (postId) => postId);
  const { post } = viewingAs(db, me);
  return readPage(bookmarks, request, {
    // Deleting a post takes it out of every bookmark list (../shared/posts.ts); this only keeps the shape.
    keep: (postId) => postOf(postId) !== undefined,
    view: (postId) => post(postOf(postId) as Post),
  });
}
