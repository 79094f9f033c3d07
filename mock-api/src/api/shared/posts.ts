/**
 * Posts and their likes (spec §4 "Backend state rules", §5), for both APIs. Each rule changes the
 * Db and returns what it changed; v1 then answers with every post, v2 with the one post.
 */
import type { Post } from '@murmur/contract';
import { SPEC_MESSAGES, timestampNow, type Db, type StoredUser } from '@murmur/contract';
import { findPost, mustOwn, refuseIf } from './guards';
import { newId } from './ids';
import { includesUser, toSummary, withoutUser } from './summaries';

/** `me`'s new post, put first (the list is newest first). */
export function publishPost(db: Db, me: StoredUser, content: string): Post {
  const now = timestampNow();
  const post: Post = {
    _id: newId(),
    content,
    username: me.username,
    firstName: me.firstName,
    lastName: me.lastName,
    avatarURL: me.avatarURL,
    likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
    comments: [],
    createdAt: now,
    updatedAt: now,
  };
  db.posts.unshift(post);
  return post;
}

/**
 * Only `content` is editable, and only by the author: it is read (`readContent`) after those
 * checks, so someone else's post is refused as such whatever the body says.
 */
export function rewritePost(
  db: Db,
  me: StoredUser,
  postId: string,
  readContent: () => string,
): Post {
  const post = findPost(db, postId);
  mustOwn(me, SPEC_MESSAGES.editOthersPost, post);
  post.content = readContent();
  post.updatedAt = timestampNow();
  return post;
}

/** The post goes, and with it every bookmark of it. */
export function removePost(db: Db, me: StoredUser, postId: string): void {
  const post = findPost(db, postId);
  mustOwn(me, SPEC_MESSAGES.deleteOthersPost, post);
  db.posts = db.posts.filter((candidate) => candidate !== post);
  for (const user of db.users) {
    if (user.bookmarks.includes(postId)) {
      user.bookmarks = user.bookmarks.filter((id) => id !== postId);
    }
  }
}

export function addLike(db: Db, me: StoredUser, postId: string): Post {
  const post = findPost(db, postId);
  const { likes } = post;
  refuseIf(includesUser(likes.likedBy, me), SPEC_MESSAGES.alreadyLiked);
  likes.likeCount += 1;
  likes.likedBy = [...likes.likedBy, toSummary(me)];
  likes.dislikedBy = withoutUser(likes.dislikedBy, me);
  post.updatedAt = timestampNow();
  return post;
}

/** The count is checked before the list, as in the original mock: at 0 the message is about 0. */
export function addDislike(db: Db, me: StoredUser, postId: string): Post {
  const post = findPost(db, postId);
  const { likes } = post;
  refuseIf(likes.likeCount <= 0, SPEC_MESSAGES.likesAtZero);
  refuseIf(includesUser(likes.dislikedBy, me), SPEC_MESSAGES.alreadyDisliked);
  likes.likeCount -= 1;
  likes.likedBy = withoutUser(likes.likedBy, me);
  likes.dislikedBy = [...likes.dislikedBy, toSummary(me)];
  post.updatedAt = timestampNow();
  return post;
}
