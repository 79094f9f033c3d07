/** Bookmarks in v1 (spec §5, §7): every call answers with the whole current bookmarked posts. */
import type { BookmarksResponse } from '@murmur/contract';
import type { Db, StoredUser } from '@murmur/contract';
import { bookmarkPost, unbookmarkPost } from '../shared/bookmarks';
import { bookmarkedPosts } from './views';

const answer = (db: Db, me: StoredUser): BookmarksResponse => ({
  bookmarks: bookmarkedPosts(db, me),
});

export const listBookmarks = answer;

export function addBookmark(db: Db, me: StoredUser, postId: string): BookmarksResponse {
  bookmarkPost(db, me, postId);
  return answer(db, me);
}

export function removeBookmark(db: Db, me: StoredUser, postId: string): BookmarksResponse {
  unbookmarkPost(db, me, postId);
  return answer(db, me);
}
