/**
 * Bookmarks (spec §4, §5), for both APIs: kept as post ids, oldest first. Each rule returns the
 * post it (un)bookmarked.
 */
import type { Post } from '@murmur/contract';
import { SPEC_MESSAGES, timestampNow, type Db, type StoredUser } from '@murmur/contract';
import { findPost, refuseIf } from './guards';

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
