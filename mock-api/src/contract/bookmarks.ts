/** Bookmarks (spec §4, §5): kept as post ids, answered as the whole current posts. */
import type { BookmarksResponse } from '@murmur/core/src/types/api';
import { SPEC_MESSAGES, timestampNow, type Db, type StoredUser } from '@murmur/contract';
import { findPost, refuseIf } from './guards';
import { bookmarkedPosts } from './present';

const answer = (db: Db, me: StoredUser): BookmarksResponse => ({
  bookmarks: bookmarkedPosts(db, me),
});

export const listBookmarks = answer;

export function addBookmark(db: Db, me: StoredUser, postId: string): BookmarksResponse {
  findPost(db, postId);
  refuseIf(me.bookmarks.includes(postId), SPEC_MESSAGES.alreadyBookmarked);
  me.bookmarks = [...me.bookmarks, postId];
  me.updatedAt = timestampNow();
  return answer(db, me);
}

export function removeBookmark(db: Db, me: StoredUser, postId: string): BookmarksResponse {
  findPost(db, postId);
  refuseIf(!me.bookmarks.includes(postId), SPEC_MESSAGES.notBookmarked);
  me.bookmarks = me.bookmarks.filter((id) => id !== postId);
  me.updatedAt = timestampNow();
  return answer(db, me);
}
