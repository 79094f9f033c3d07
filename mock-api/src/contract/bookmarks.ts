/**
 * Bookmarks (spec §4, §5): kept as post ids, oldest first. Each rule returns the post it
 * (un)bookmarked; the contract's calls answer with the whole current bookmarked posts.
 */
import type { BookmarksResponse } from '@murmur/contract';
import type { Post } from '@murmur/contract';
import { SPEC_MESSAGES, timestampNow, type Db, type StoredUser } from '@murmur/contract';
import { findPost, refuseIf } from './guards';
import { bookmarkedPosts } from './present';

const answer = (db: Db, me: StoredUser): BookmarksResponse => ({
  bookmarks: bookmarkedPosts(db, me),
});

export const listBookmarks = answer;

export function bookmarkPost(db: Db, me: StoredUser, postId: string): Post {
  const post = findPost(db, postId);
  refuseIf(me.bookmarks.includes(postId), SPEC_MESSAGES.alreadyBookmarked);
  me.bookmarks = [...me.bookmarks, postId];
  me.updatedAt = timestampNow();
  return post;
}

export function unbookmarkPost(db: Db, me: StoredUser, postId: string): Post {
  const post = findPost(db, postId);
  refuseIf(!me.bookmarks.includes(postId), SPEC_MESSAGES.notBookmarked);
  me.bookmarks = me.bookmarks.filter((id) => id !== postId);
  me.updatedAt = timestampNow();
  return post;
}

export function addBookmark(db: Db, me: StoredUser, postId: string): BookmarksResponse {
  bookmarkPost(db, me, postId);
  return answer(db, me);
}

export function removeBookmark(db: Db, me: StoredUser, postId: string): BookmarksResponse {
  unbookmarkPost(db, me, postId);
  return answer(db, me);
}
